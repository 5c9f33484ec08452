import { useMemo } from 'react';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { useClubsQuery } from '../clubs/clubsApi';
import { useDebouncedValue, useListControls, useScrollTop, useSelection } from '../common/hooks';
import { listRows } from '../common/ListParts';
import type { Paging } from '../common/listQuery';
import { competitionAccess } from './competitionForm';
import {
  buildCompetitionsQuery,
  DEFAULT_COMPETITIONS_FILTER,
  DEFAULT_COMPETITIONS_PAGING,
  type CompetitionSortField,
  type CompetitionsFilter,
} from './competitionListQuery';
import type { Competition } from './competitionModel';
import type { CompetitionKind } from './competitionPaths';
import { useCompetitionListQuery } from './competitionsApi';

interface ListState {
  filter: CompetitionsFilter;
  paging: Paging<CompetitionSortField>;
}

const ALL_CLUBS = { page: 0, size: 1000, sort: 'name,asc' };

/**
 * The state of the back-office competition or event list: the caller's access, filter and paging
 * (kept per kind), the selection for the bulk actions, the page of rows and the clubs to filter by.
 */
export const useCompetitionList = (kind: CompetitionKind) => {
  const access = competitionAccess(useAppSelector(selectPermissions));
  useScrollTop();
  const selection = useSelection<Competition>();
  const controls = useListControls<ListState, CompetitionSortField>(
    kind,
    () => ({ filter: DEFAULT_COMPETITIONS_FILTER, paging: DEFAULT_COMPETITIONS_PAGING }),
    // the selection stays across pages (a CSV of several pages), not across filters
    { onFilter: selection.clear },
  );
  const query = useDebouncedValue(
    buildCompetitionsQuery(controls.state.filter, controls.state.paging, access),
  );
  const list = useCompetitionListQuery({ kind, params: query });
  const clubs = useClubsQuery(ALL_CLUBS, { skip: !access.admin });
  const clubOptions = useMemo(
    () => (clubs.data?.content ?? []).map((club) => ({ id: club.id, name: club.name })),
    [clubs.data],
  );
  return {
    access,
    selection,
    controls,
    list,
    rows: listRows(list),
    clubOptions,
    clubsLoading: clubs.isLoading,
  };
};

export type CompetitionList = ReturnType<typeof useCompetitionList>;
