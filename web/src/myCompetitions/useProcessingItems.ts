import type { BookedCompetition } from '@portal/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { isShooter } from '../profile/notificationFlags';
import { selectIdentity, selectPermissions } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { owes } from './bookedRows';
import { useProcessingOrderItemsQuery } from './myApi';

const NONE: ReadonlySet<number> = new Set();

/**
 * The rows whose card payment still runs, asked of payment in one call for the page shown, and
 * only for a plain user: the red row is theirs (docs/my-competitions.md).
 * Rows that owe nothing (paid, cancelled, waiting) are not asked about.
 */
export const useProcessingItems = (
  rows: readonly BookedCompetition[],
  enabled: boolean,
): ReadonlySet<number> => {
  const permissions = useAppSelector(selectPermissions);
  const audience = useAppSelector(selectIdentity)?.id ?? 0;
  const itemIds = rows.filter(owes).map((row) => row.id);
  const ask = enabled && isShooter(permissions) && itemIds.length > 0;
  const { data } = useProcessingOrderItemsQuery(ask ? { itemIds, audience } : skipToken);
  return useMemo(() => (ask && data ? new Set(data.itemIds) : NONE), [ask, data]);
};
