import type { BookedCompetition } from '@portal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CancelIcon from '@mui/icons-material/Cancel';
import EditIcon from '@mui/icons-material/Edit';
import EuroIcon from '@mui/icons-material/Euro';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DownloadMenu } from '../public/components/DownloadMenu';
import { downloadsOf, rowActions, stateChips } from './bookedRows';
import { MY_PATHS } from './myPaths';

/** The red of an owed row or card (unpaid items have a red row colour, docs/my-competitions.md). */
export const OWED_TINT = 'rgba(211, 47, 47, 0.08)';

/** What a row or card shows and offers: the row, its running card payment, the cancel. */
export interface BookedEntryProps {
  row: BookedCompetition;
  /** a card payment for it is still running (plain users only) */
  processing: boolean;
  onCancel?: (row: BookedCompetition) => void;
}

export const StateChips = ({ row, processing }: Pick<BookedEntryProps, 'row' | 'processing'>) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {stateChips(row, processing).map(({ key, color }) => (
        <Chip
          key={key}
          size="small"
          color={color}
          label={t(`myCompetitions.state.${key}`)}
          data-testid={`booked-state-${key}`}
        />
      ))}
    </Box>
  );
};

/** The row's downloads, view, edit (with the squad change), pay and cancel. */
export const BookedActions = ({ row, onCancel }: Pick<BookedEntryProps, 'row' | 'onCancel'>) => {
  const { t } = useTranslation();
  const actions = rowActions(row);
  const name = row.competitionName;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <DownloadMenu
        competitionId={row.competitionId}
        testKey={`item-${row.id}`}
        uploads={downloadsOf(row)}
        resultListLink={row.resultListLink}
      />
      <Tooltip title={t('myCompetitions.view', { name })}>
        <IconButton
          data-testid={`booked-view-${row.id}`}
          size="small"
          component={RouterLink}
          to={MY_PATHS.shooterOrderItem(row.id, true)}
          aria-label={t('myCompetitions.view', { name })}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {actions.edit ? (
        <Tooltip title={t('myCompetitions.edit', { name })}>
          <IconButton
            data-testid={`booked-edit-${row.id}`}
            size="small"
            component={RouterLink}
            to={MY_PATHS.shooterOrderItem(row.id)}
            aria-label={t('myCompetitions.edit', { name })}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {actions.pay ? (
        <Tooltip title={t('myCompetitions.pay', { name })}>
          <IconButton
            data-testid={`booked-pay-${row.id}`}
            size="small"
            href={`#${MY_PATHS.pay(row.id)}`}
            aria-label={t('myCompetitions.pay', { name })}
          >
            <EuroIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {actions.cancel && onCancel ? (
        <Tooltip title={t('myCompetitions.cancel', { name })}>
          <IconButton
            data-testid={`booked-cancel-${row.id}`}
            size="small"
            color="error"
            onClick={() => onCancel(row)}
            aria-label={t('myCompetitions.cancel', { name })}
          >
            <CancelIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
};
