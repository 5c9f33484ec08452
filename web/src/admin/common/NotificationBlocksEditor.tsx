import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/useMessage';
// the texts travel with the club chunk; registering them here serves the competition form too
import '../clubs/clubTexts';
import { useErrorText } from './ListParts';
import {
  blockText,
  withBlockText,
  type NotificationBlock,
  type NotificationType,
} from './notificationBlocks';
import { useNotificationTypesQuery } from './notificationTypesApi';
import { RichTextEditor } from './RichTextEditor';

export interface NotificationBlocksEditorProps {
  /** The blocks of the club or competition (type by id, rich text). */
  value: NotificationBlock[];
  /** The blocks after an edit: ordered by type id, without empty texts. */
  onChange(next: NotificationBlock[]): void;
  /** Message key of a failed save that concerns the blocks. */
  error?: string | null;
  disabled?: boolean;
}

/** The translated name of a type; an unknown one as the server names it. */
export const useNotificationTypeLabel = () => {
  const { t } = useTranslation();
  return (type: { id: number; name?: string }) =>
    type.name ? t(`notificationBlocks.types.${type.name}`, { defaultValue: type.name }) : String(type.id);
};

/**
 * One rich-text editor per notification type (docs/catalog.md: the notification-blocks tab), each
 * with what its text is added to. Used by the club form and the competition form; the server
 * sanitizes what it stores.
 */
export const NotificationBlocksEditor = ({
  value,
  onChange,
  error,
  disabled = false,
}: NotificationBlocksEditorProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const errorText = useErrorText();
  const label = useNotificationTypeLabel();
  const types = useNotificationTypesQuery();

  const explanation = (type: NotificationType) =>
    t(`notificationBlocks.explanations.${type.name}`, {
      defaultValue: t('notificationBlocks.explanations.other'),
    });

  return (
    <Box data-testid="notification-blocks" sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">{t('notificationBlocks.intro')}</Typography>
      {error ? (
        <Alert severity="error" data-testid="notification-blocks-error">
          {message(error)}
        </Alert>
      ) : null}
      {types.isLoading ? (
        <LinearProgress
          aria-label={t('notificationBlocks.loading')}
          data-testid="notification-blocks-loading"
        />
      ) : null}
      {types.error ? (
        <Alert
          severity="error"
          data-testid="notification-blocks-load-error"
          action={
            <Button color="inherit" size="small" onClick={() => void types.refetch()}>
              {t('notificationBlocks.retry')}
            </Button>
          }
        >
          {t('notificationBlocks.loadFailed')} {errorText(types.error)}
        </Alert>
      ) : null}
      {types.data?.content.map((type) => (
        <RichTextEditor
          key={type.id}
          label={label(type)}
          value={blockText(value, type.id)}
          onChange={(html) => onChange(withBlockText(value, type, html))}
          helperText={explanation(type)}
          error={Boolean(error)}
          testId={`notification-block-${type.id}`}
          disabled={disabled}
        />
      ))}
    </Box>
  );
};

export default NotificationBlocksEditor;
