import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import type { DownloadOutcome, FileRequest } from './fileDownload';
import { useFileDownload } from './useFileDownload';

interface Props {
  /** the request, built when the button is pressed; null: nothing is sent (the caller shows why) */
  request: () => FileRequest | null;
  label: string;
  testId: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  onDone?: (outcome: DownloadOutcome) => void;
  /** a changed choice enables the button again after a failure */
  resetKey?: string;
}

/**
 * A download button: disabled with a spinner while the file comes, with a progress bar while a
 * long export runs as a job, disabled after a failure (docs/web-app.md) until
 * `resetKey` changes.
 */
export const DownloadButton = ({
  request,
  label,
  testId,
  variant = 'outlined',
  size,
  disabled,
  onDone,
  resetKey,
}: Props) => {
  const { t } = useTranslation();
  const { busy, progress, failed, download, failedFor } = useFileDownload({ resetKey });
  const start = async () => {
    const next = request();
    if (!next) return;
    // not `onDone?.(await download(next))`: an optional call skips its arguments when onDone is absent
    const outcome = await download(next);
    onDone?.(outcome);
  };
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, maxWidth: '100%' }}>
      <Button
        variant={variant}
        size={size}
        disabled={disabled || busy || (failed && failedFor === resetKey)}
        onClick={() => void start()}
        startIcon={
          busy ? (
            <CircularProgress
              size={16}
              color="inherit"
              aria-label={t('app.downloading')}
              data-testid={`${testId}-spinner`}
            />
          ) : (
            <FileDownloadIcon />
          )
        }
        data-testid={testId}
        aria-busy={busy}
      >
        {label}
      </Button>
      {busy && progress !== null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid={`${testId}-progress`}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('app.downloading')}
            sx={{ flexGrow: 1, minWidth: 80 }}
          />
          <Box component="span" sx={{ fontSize: '0.8125rem', whiteSpace: 'nowrap' }}>
            {t('app.downloadProgress', { percent: progress })}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
};
