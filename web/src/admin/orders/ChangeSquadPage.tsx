import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { routeId } from '../adminPaths';
import { SelectInput } from '../common/FormParts';
import { useNotify, useScrollTop } from '../common/hooks';
import { RecordState } from '../common/PageState';
import { ORDER_PATHS } from './orderPaths';
import {
  useChangeSquadMutation,
  useOrderItemQuery,
  useOrderItemSquadsQuery,
  useOrderItemsQuery,
} from './ordersApi';
import './orderTexts';

/**
 * `orderItems/changeSquad/{id}` (issue 11 item 5): pick another squad of the competition, then the
 * registration in it; the two swap squads (places and stands) in one call.
 */
const ChangeSquadPage = () => {
  const { t } = useTranslation();
  useScrollTop();
  const notify = useNotify();
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const item = useOrderItemQuery(id ?? skipToken);
  const competitionId = item.data?.competitionId;
  const squads = useOrderItemSquadsQuery(competitionId ?? skipToken);
  const [squadId, setSquadId] = useState<number | null>(null);
  const [targetId, setTargetId] = useState<number | null>(null);
  const candidates = useOrderItemsQuery(
    competitionId === undefined || squadId === null
      ? skipToken
      : { competitionId, squadId, cancelled: 'false', page: 0, size: 500, sort: 'lastName,asc' },
  );
  const [swap, swapping] = useChangeSquadMutation();
  if (id === null) return <Navigate to={ORDER_PATHS.orderItemList} replace />;
  const source = item.data;
  const name = (row: { firstName: string | null; lastName: string | null }) =>
    [row.firstName, row.lastName].filter(Boolean).join(' ');
  const targets = candidates.data?.content ?? [];

  return (
    <Box data-testid="change-squad-page" sx={{ maxWidth: 700 }}>
      <PageTitle>{t('orderItems.swap.title')}</PageTitle>
      {!source ? (
        <RecordState error={item.error} backTo={ORDER_PATHS.orderItemList} testId="change-squad-form" />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <Typography data-testid="change-squad-source">
            {t('orderItems.swap.source', {
              id: source.id,
              name: name(source),
              squad: source.squadName ?? '',
            })}
          </Typography>
          <SelectInput
            label={t('orderItems.swap.targetSquad')}
            testId="change-squad-target-squad"
            value={squadId}
            options={(squads.data ?? [])
              .filter((squad) => squad.id !== source.squadId)
              .map((squad) => ({ value: squad.id, label: squad.name }))}
            onChange={(value) => {
              setSquadId(value);
              setTargetId(null);
            }}
          />
          {squadId !== null && candidates.isSuccess && targets.length === 0 ? (
            <Typography data-testid="change-squad-empty">{t('orderItems.swap.empty')}</Typography>
          ) : null}
          <SelectInput
            label={t('orderItems.swap.targetItem')}
            testId="change-squad-target-item"
            value={targetId}
            disabled={squadId === null}
            options={targets.map((row) => ({
              value: row.id,
              label: `${name(row)}${row.squadStandName ? ` (${row.squadStandName})` : ''}`,
            }))}
            onChange={setTargetId}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="contained"
              disabled={targetId === null || swapping.isLoading}
              data-testid="change-squad-confirm"
              onClick={() => {
                if (targetId === null) return;
                swap({ id: source.id, targetItemId: targetId })
                  .unwrap()
                  .then(() => {
                    notify.success('orderItems.swap.done');
                    navigate(ORDER_PATHS.orderItemList);
                  })
                  .catch(() => undefined); // the shared error bar shows the failure
              }}
            >
              {t('orderItems.swap.confirm')}
            </Button>
            <Button onClick={() => navigate(ORDER_PATHS.orderItemList)} data-testid="change-squad-back">
              {t('orderItems.swap.back')}
            </Button>
          </Box>
        </Paper>
      )}
    </Box>
  );
};

export default ChangeSquadPage;
