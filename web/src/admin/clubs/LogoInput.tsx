import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bearer } from '../../api/authResponse';
import { messageFromQueryError } from '../../api/errorMessage';
import { useMessage } from '../../i18n/useMessage';
import { selectToken } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { Img } from '../../images/Img';
import { LOGO_TYPES, logoFileError, UPLOAD_ERROR_MS } from './clubForm';
import { useUploadLogoMutation, type ClubLogo } from './clubsApi';

/**
 * The stored logo's 600 × 600 variant as an object URL (`GET /api/download/{publicId}/square@2x.webp`
 * with the session's token: it may not be public yet; docs/images.md). No srcset: one object URL.
 */
const useLogoUrl = (logo: ClubLogo | null): string | null => {
  const token = useAppSelector(selectToken);
  const [url, setUrl] = useState<{ id: number; url: string } | null>(null);
  const id = logo?.id ?? null;
  const publicId = logo?.publicId ?? null;
  useEffect(() => {
    if (id === null || publicId === null) return undefined;
    let objectUrl: string | null = null;
    let cancelled = false;
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = bearer(token);
    fetch(`/api/download/${publicId}/square@2x.webp`, { headers })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl({ id, url: objectUrl });
      })
      .catch(() => undefined); // no preview; the file name stays visible
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id, publicId, token]);
  return url && url.id === id ? url.url : null;
};

/**
 * Other image fields (the adverts' image and detail image) reuse the upload with their own testids
 * (`<testId>-input`, `-preview`, `-remove`, `-error`) and texts (`<textKey>.choose`, `.remove`,
 * `.uploading`, `.hint`, `.none`, `.previewAlt` with `{{name}}`); the club logo is the default.
 */
interface ImageFieldOptions {
  testId?: string;
  textKey?: string;
}

/** The stored logo, at most 256 × 256 pixels. */
export const LogoPreview = ({
  logo,
  clubName,
  testId = 'club-logo',
  textKey = 'clubs.logo',
}: { logo: ClubLogo; clubName: string } & ImageFieldOptions) => {
  const { t } = useTranslation();
  const preview = useLogoUrl(logo);
  return preview ? (
    <Img
      src={preview}
      alt={t(`${textKey}.previewAlt`, { name: clubName })}
      width={256}
      height={256}
      data-testid={`${testId}-preview`}
      sx={{ maxWidth: 256, maxHeight: 256, objectFit: 'contain' }}
    />
  ) : (
    <CircularProgress size={24} data-testid={`${testId}-preview-loading`} />
  );
};

interface Props extends ImageFieldOptions {
  value: ClubLogo | null;
  /** the owner's name (club, advert) for the preview's alt text */
  clubName: string;
  onChange: (logo: ClubLogo | null) => void;
  disabled?: boolean;
}

/** Logo upload (png, jpg, jpeg, at most 20 MB) with a preview of at most 256 × 256 pixels. */
export const LogoInput = ({
  value,
  clubName,
  onChange,
  disabled,
  testId = 'club-logo',
  textKey = 'clubs.logo',
}: Props) => {
  const { t } = useTranslation();
  const message = useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [upload, uploading] = useUploadLogoMutation();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!error) return undefined;
    // the message shows for 2 s, then the file field is cleared for the next try
    const timer = window.setTimeout(() => {
      setError(null);
      if (input.current) input.current.value = '';
    }, UPLOAD_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const invalid = logoFileError(file);
    if (invalid) {
      setError(invalid);
      return;
    }
    const form = new FormData();
    form.append('file', file);
    try {
      const uploaded = await upload(form).unwrap();
      onChange({ id: uploaded.id, publicId: uploaded.publicId, fileName: uploaded.fileName });
      if (input.current) input.current.value = '';
    } catch (failure) {
      if ((failure as { status?: unknown }).status === 401) return;
      setError(
        typeof failure === 'object' && failure !== null && 'status' in failure
          ? messageFromQueryError(failure as Parameters<typeof messageFromQueryError>[0])
          : 'INTERNAL_ERROR',
      );
    }
  };

  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: 1 }}>
      {value ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <LogoPreview logo={value} clubName={clubName} testId={testId} textKey={textKey} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {value.fileName}
          </Typography>
          <Button
            color="error"
            size="small"
            startIcon={<DeleteIcon />}
            disabled={disabled}
            onClick={() => onChange(null)}
            data-testid={`${testId}-remove`}
          >
            {t(`${textKey}.remove`)}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t(`${textKey}.none`)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          component="label"
          variant="outlined"
          disabled={disabled || uploading.isLoading}
          startIcon={uploading.isLoading ? <CircularProgress size={16} color="inherit" /> : <UploadIcon />}
        >
          {uploading.isLoading ? t(`${textKey}.uploading`) : t(`${textKey}.choose`)}
          <input
            ref={input}
            type="file"
            hidden
            accept={LOGO_TYPES.map((type) => `.${type}`).join(',')}
            onChange={(event) => void choose(event)}
            data-testid={`${testId}-input`}
          />
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t(`${textKey}.hint`)}
        </Typography>
      </Box>
      {error ? (
        <Alert severity="error" data-testid={`${testId}-error`}>
          {message(error)}
        </Alert>
      ) : null}
    </Box>
  );
};
