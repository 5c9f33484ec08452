import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { EXPORT_REQUESTS } from '../../downloads/exportRequests';
import { useFileDownload } from '../../downloads/useFileDownload';

interface CompetitorsExportButtonProps {
  /** the selected events; none: every event of the club */
  ids?: readonly number[];
  testId: string;
}

/**
 * A club admin's "export all competitors" of the event list (docs/events.md): the export
 * service's `allCompetitors` xlsx of events only, which it limits to the admin's own club
 * (docs/events.md).
 */
export const CompetitorsExportButton = ({ ids, testId }: CompetitorsExportButtonProps) => {
  const { t } = useTranslation();
  const { busy, download } = useFileDownload();
  return (
    <Button
      variant={ids ? 'text' : 'outlined'}
      startIcon={busy ? <CircularProgress size={18} aria-label={t('app.downloading')} /> : <DownloadIcon />}
      disabled={busy}
      onClick={() => void download(EXPORT_REQUESTS.allCompetitors({ event: true, competitionIds: ids }))}
      data-testid={testId}
    >
      {t(ids ? 'competitions.bulk.competitorsXlsx' : 'competitions.bulk.allCompetitorsXlsx')}
    </Button>
  );
};
