import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
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
import { UPLOAD_ERROR_MS } from '../clubs/clubForm';
import { SelectInput } from '../common/FormParts';
import { DOCUMENT_MAX_BYTES } from './competitionForm';
import type { CompetitionUpload, UploadTypeOption } from './competitionModel';
import { useUploadDocumentMutation } from './competitionsApi';

/** Files the catalog takes as documents (it checks the content again). */
const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';

/** Fetches a stored document (`POST download {id}`) and saves it under its name. */
const useDownload = () => {
  const token = useAppSelector(selectToken);
  return async (document: { id: number; fileName: string }) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = bearer(token);
    const response = await fetch('/api/download', {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: document.id }),
    });
    if (!response.ok) return;
    const url = URL.createObjectURL(await response.blob());
    const link = window.document.createElement('a');
    link.href = url;
    link.download = document.fileName;
    window.document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
};

interface Props {
  value: CompetitionUpload[];
  onChange: (uploads: CompetitionUpload[]) => void;
  types: readonly UploadTypeOption[];
  error?: string;
}

/** The competition's documents: choose an upload type, upload one file (at most 20 MB), remove. */
export const UploadsEditor = ({ value, onChange, types, error }: Props) => {
  const { t } = useTranslation();
  const message = useMessage();
  const download = useDownload();
  const input = useRef<HTMLInputElement>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [upload, uploading] = useUploadDocumentMutation();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!failure) return undefined;
    // the message shows for 2 s, then the file field is cleared for the next try
    const timer = window.setTimeout(() => {
      setFailure(null);
      if (input.current) input.current.value = '';
    }, UPLOAD_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [failure]);

  const type = types.find((option) => option.id === typeId) ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || !type) return;
    if (file.size > DOCUMENT_MAX_BYTES) {
      setFailure('PAYLOAD_TOO_LARGE');
      return;
    }
    const form = new FormData();
    form.append('file', file);
    form.append('name', file.name);
    try {
      const uploaded = await upload(form).unwrap();
      onChange([
        ...value,
        {
          type: { id: type.id, name: type.name, showName: type.showName },
          document: { id: uploaded.id, fileName: uploaded.fileName ?? file.name },
        },
      ]);
      if (input.current) input.current.value = '';
    } catch (caught) {
      if ((caught as { status?: unknown }).status === 401) return;
      setFailure(
        typeof caught === 'object' && caught !== null && 'status' in caught
          ? messageFromQueryError(caught as Parameters<typeof messageFromQueryError>[0])
          : 'INTERNAL_ERROR',
      );
    }
  };

  return (
    <Box
      sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid="uploads-editor"
    >
      {value.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="uploads-empty">
          {t('competitions.uploads.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {value.map((item, index) => (
            <ListItem
              key={`${item.document.id}-${index}`}
              disableGutters
              data-testid={`competition-upload-${index}`}
              secondaryAction={
                <Tooltip title={t('competitions.uploads.remove')}>
                  <IconButton
                    edge="end"
                    aria-label={t('competitions.uploads.remove')}
                    onClick={() => onChange(value.filter((_upload, at) => at !== index))}
                    data-testid={`competition-upload-${index}-remove`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={
                  <Link
                    component="button"
                    type="button"
                    onClick={() => void download(item.document)}
                    sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                  >
                    {item.document.fileName}
                  </Link>
                }
                secondary={item.type.name}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          alignItems: 'center',
        }}
      >
        <SelectInput<number>
          label={t('competitions.uploads.type')}
          testId="competition-upload-type"
          value={typeId}
          options={types.map((option) => ({ value: option.id, label: option.name }))}
          onChange={setTypeId}
        />
        <Box>
          <Button
            component="label"
            variant="outlined"
            disabled={!type || uploading.isLoading}
            startIcon={uploading.isLoading ? <CircularProgress size={16} color="inherit" /> : <UploadIcon />}
          >
            {uploading.isLoading ? t('competitions.uploads.uploading') : t('competitions.uploads.choose')}
            <input
              ref={input}
              type="file"
              hidden
              accept={DOCUMENT_ACCEPT}
              onChange={(event) => void choose(event)}
              data-testid="competition-upload-input"
            />
          </Button>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {type ? t('competitions.uploads.hint') : t('competitions.uploads.chooseTypeFirst')}
          </Typography>
        </Box>
      </Box>
      {failure || error ? (
        <Alert severity="error" data-testid="competition-upload-error">
          {/* the API's FILETYPE_NOT_ALLOWED text names the image types of a logo; a document may
              be more, and the file's content decides, not its name (docs/web-usability.md) */}
          {failure === 'FILETYPE_NOT_ALLOWED'
            ? t('competitions.uploads.typeNotAllowed')
            : message(failure ?? error ?? '')}
        </Alert>
      ) : null}
    </Box>
  );
};
