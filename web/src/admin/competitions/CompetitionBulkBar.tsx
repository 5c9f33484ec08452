import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EuroIcon from '@mui/icons-material/Euro';
import { useTranslation } from 'react-i18next';
import { EXPORT_REQUESTS } from '../../downloads/exportRequests';
import { useFileDownload } from '../../downloads/useFileDownload';
import type { CompetitionKind } from './competitionPaths';
import { CompetitorsExportButton } from './CompetitorsExportButton';
import type { CompetitionList } from './useCompetitionList';

interface CompetitionBulkBarProps {
  kind: CompetitionKind;
  list: CompetitionList;
  onAsk: (type: 'paidMany' | 'deleteMany') => void;
}

/**
 * The bulk actions of the selected rows (docs/events.md): admins export the CSV and mark
 * paid, club admins export the competitors of selected events as xlsx, everyone deletes.
 */
export const CompetitionBulkBar = ({ kind, list, onAsk }: CompetitionBulkBarProps) => {
  const { t } = useTranslation();
  const csvDownload = useFileDownload();
  const { access, selection } = list;
  if (selection.count === 0) return null;
  // the export service writes the CSV (BOM, semicolons, German labels) from its read model
  const exportCsv = () =>
    void csvDownload.download(EXPORT_REQUESTS.competitionsCsv(selection.rows.map((row) => row.id)));
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1, pl: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      data-testid="competitions-bulk"
    >
      <Typography sx={{ flexGrow: 1 }}>
        {t('competitions.bulk.selected', { count: selection.count })}
      </Typography>
      {access.admin ? (
        <>
          <Button
            startIcon={<DownloadIcon />}
            onClick={exportCsv}
            disabled={csvDownload.busy}
            data-testid="competitions-bulk-csv"
          >
            {t('competitions.bulk.csv')}
          </Button>
          <Button
            startIcon={<EuroIcon />}
            onClick={() => onAsk('paidMany')}
            data-testid="competitions-bulk-paid"
          >
            {t('competitions.bulk.paid')}
          </Button>
        </>
      ) : null}
      {access.clubAdmin && kind === 'events' ? (
        <CompetitorsExportButton ids={selection.ids} testId="competitions-bulk-competitors" />
      ) : null}
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => onAsk('deleteMany')}
        data-testid="competitions-bulk-delete"
      >
        {t('competitions.bulk.delete')}
      </Button>
    </Paper>
  );
};
