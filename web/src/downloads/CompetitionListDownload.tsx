import { useTranslation } from 'react-i18next';
import { DownloadButton } from './DownloadButton';
import { EXPORT_REQUESTS, type PublicListFilter } from './exportRequests';
import './exportTexts';

interface Props {
  /** the list's filter as `publicResources/competitions` takes it */
  filter: PublicListFilter;
  /** the results archive (`exports/results`) instead of the upcoming list (`exports/competitions`) */
  results?: boolean;
  testId: string;
}

/**
 * The spreadsheet download of the public competition lists for logged-in users (docs/web-app.md)
 * with the list's current filter. Lazy, so guests never load it.
 */
const CompetitionListDownload = ({ filter, results, testId }: Props) => {
  const { t } = useTranslation();
  return (
    <DownloadButton
      label={t('exports.buttons.competitionList')}
      testId={testId}
      size="small"
      resetKey={JSON.stringify(filter)}
      request={() => (results ? EXPORT_REQUESTS.results(filter) : EXPORT_REQUESTS.competitions(filter))}
    />
  );
};

export default CompetitionListDownload;
