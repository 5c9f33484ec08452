import { useTranslation } from 'react-i18next';
import { DownloadButton } from './DownloadButton';
import { EXPORT_REQUESTS } from './exportRequests';
import './exportTexts';

/**
 * The export of the shooter's participated list on `#/myCompetitions` (docs/web-app.md):
 * `exports/userBookedArchivedCompetitions`, xlsx 'absolvierte-bewerbe'. Mount it above the list.
 */
export const ParticipatedDownload = () => {
  const { t } = useTranslation();
  return (
    <DownloadButton
      label={t('exports.buttons.participated')}
      testId="participated-download"
      size="small"
      request={() => EXPORT_REQUESTS.userBookedArchivedCompetitions()}
    />
  );
};
