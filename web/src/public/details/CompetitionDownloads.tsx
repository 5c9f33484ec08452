import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DescriptionIcon from '@mui/icons-material/Description';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetitionCalendarLink } from '../../calendar/CompetitionCalendarLink';
import { useMessage } from '../../i18n/useMessage';
import { uploadLabel } from '../components/DownloadMenu';
import { InfoSection, Line } from '../components/InfoSection';
import '../publicTexts';
import type { PublicCompetitionDetail } from '../types';
import { useDownload } from '../useDownload';

/**
 * The competition's documents (by upload type) as download buttons, and its calendar file
 * (docs/calendar-feed.md); not in the page's top row, which the boot script paints ahead.
 */
export const Downloads = ({ competition }: { competition: PublicCompetitionDetail }) => {
  const { t } = useTranslation();
  const message = useMessage();
  const download = useDownload();
  const [failed, setFailed] = useState<string[]>([]);
  return (
    <InfoSection title={t('publicPortal.details.downloads')} testId="competition-downloads">
      {competition.competitionUploads.length === 0 ? (
        <Line>{message('NO_DOWNLOADS_AVAILABLE')}</Line>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
          {competition.competitionUploads.map((upload) => (
            <Button
              key={upload.document.publicId}
              size="small"
              startIcon={<DescriptionIcon />}
              disabled={failed.includes(upload.document.publicId)}
              onClick={async () => {
                if (!(await download(upload.document)))
                  setFailed((ids) => [...ids, upload.document.publicId]);
              }}
              data-testid={`competition-download-${upload.document.publicId}`}
              // a file name is shown as it was uploaded, not in a button's capitals
              sx={{ textAlign: 'left', textTransform: 'none' }}
            >
              {uploadLabel(upload)}
            </Button>
          ))}
        </Box>
      )}
      <CompetitionCalendarLink publicLink={competition.publicLink} name={competition.name} />
    </InfoSection>
  );
};
