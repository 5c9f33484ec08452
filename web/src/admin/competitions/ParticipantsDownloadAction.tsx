import CircularProgress from '@mui/material/CircularProgress';
import GroupsIcon from '@mui/icons-material/Groups';
import { useTranslation } from 'react-i18next';
import { EXPORT_REQUESTS } from '../../downloads/exportRequests';
import '../../downloads/exportTexts';
import { useFileDownload } from '../../downloads/useFileDownload';
import { RowAction } from '../common/ListParts';

/**
 * The row action that downloads a competition's participant list (`exports/competitors`,
 * 'teilnehmerliste'); the list shows it only for competitions flagged paid (docs/events.md).
 */
export const ParticipantsDownloadAction = ({ competitionId }: { competitionId: number }) => {
  const { t } = useTranslation();
  const { busy, failed, download } = useFileDownload();
  return (
    <RowAction
      title={t('exports.buttons.participants')}
      testId={`competition-participants-${competitionId}`}
      disabled={busy || failed}
      onClick={() => void download(EXPORT_REQUESTS.competitors(competitionId))}
    >
      {busy ? (
        <CircularProgress size={18} aria-label={t('app.downloading')} />
      ) : (
        <GroupsIcon fontSize="small" />
      )}
    </RowAction>
  );
};
