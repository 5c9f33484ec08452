import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import DescriptionIcon from '@mui/icons-material/Description';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from './LazyMenu';
import { useMessage } from '../../i18n/useMessage';
import type { CompetitionUpload } from '../types';
import { useDownload } from '../useDownload';

/** What a download entry needs of an upload (the booked list's rows carry no type id). */
export type DownloadableUpload = {
  type: Pick<CompetitionUpload['type'], 'name' | 'showName'>;
  document: CompetitionUpload['document'];
};

/** What a download entry is called: the upload type, with the file name where the type says so. */
export const uploadLabel = (upload: DownloadableUpload): string =>
  upload.type.showName ? `${upload.type.name}: ${upload.document.fileName}` : upload.type.name;

interface Props {
  competitionId: number;
  uploads: readonly DownloadableUpload[];
  resultListLink: string | null;
  /** the test ids' key: the competition's id unless one list shows a competition twice */
  testKey?: string | number;
}

/** The card's download menu: documents, the result list, or NO_DOWNLOADS_AVAILABLE. */
export const DownloadMenu = ({ competitionId, uploads, resultListLink, testKey = competitionId }: Props) => {
  const { t } = useTranslation();
  const message = useMessage();
  const download = useDownload();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // a failed download leaves its entry disabled (docs/my-competitions.md)
  const [failed, setFailed] = useState<string[]>([]);
  const empty = uploads.length === 0 && !resultListLink;
  return (
    <>
      <Button
        size="small"
        startIcon={<FileDownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        data-testid={`competition-downloads-${testKey}`}
      >
        {t('publicPortal.downloads.title')}
      </Button>
      <LazyMenu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {empty && (
          <MenuItem disabled data-testid={`competition-downloads-none-${testKey}`}>
            {message('NO_DOWNLOADS_AVAILABLE')}
          </MenuItem>
        )}
        {uploads.map((upload) => (
          <MenuItem
            key={upload.document.publicId}
            disabled={failed.includes(upload.document.publicId)}
            onClick={async () => {
              setAnchor(null);
              if (!(await download(upload.document))) setFailed((ids) => [...ids, upload.document.publicId]);
            }}
            data-testid={`competition-download-${testKey}-${upload.document.publicId}`}
          >
            <ListItemIcon>
              <DescriptionIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{uploadLabel(upload)}</ListItemText>
          </MenuItem>
        ))}
        {resultListLink && (
          <MenuItem
            component="a"
            href={resultListLink}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setAnchor(null)}
            data-testid={`competition-resultlist-${testKey}`}
          >
            <ListItemIcon>
              <OpenInNewIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('publicPortal.downloads.resultList')}</ListItemText>
          </MenuItem>
        )}
      </LazyMenu>
    </>
  );
};
