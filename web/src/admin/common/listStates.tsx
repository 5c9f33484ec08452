import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { messageFromQueryError } from '../../api/errorMessage';
import { useMessage } from '../../i18n/useMessage';

/** Text of a failed call, translated. */
export const useErrorText = () => {
  const message = useMessage();
  return (error: FetchBaseQueryError | SerializedError | undefined): string => {
    if (!error) return '';
    if ('status' in error) return message(messageFromQueryError(error));
    return message(error.message ?? 'INTERNAL_ERROR');
  };
};

/** Filters above a list: wrapping row of inputs. */

export const LoadingRows = ({ columns, loading }: { columns: number; loading: boolean }) =>
  loading ? (
    <>
      {[0, 1, 2].map((row) => (
        <TableRow key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  ) : null;

export interface ListMessageProps {
  error: FetchBaseQueryError | SerializedError | undefined;
  empty: boolean;
  onRetry: () => void;
}

/**
 * The error with a retry button, or "no entries", below the table (outside its scroll area,
 * so the text stays readable on phones).
 */
export const ListMessage = ({ error, empty, onRetry }: ListMessageProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (error) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error" data-testid="list-error">
          {t('admin.common.loadFailed')} {errorText(error)}
          <Box sx={{ mt: 1 }}>
            <Button
              color="inherit"
              size="small"
              startIcon={<RefreshIcon />}
              onClick={onRetry}
              sx={{ ml: -0.5 }}
            >
              {t('admin.common.retry')}
            </Button>
          </Box>
        </Alert>
      </Box>
    );
  }
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="list-empty">
        {t('admin.common.noEntries')}
      </Typography>
    );
  }
  return null;
};

/** Compact cells, so the users list with its action icons fits beside the menu. */

export const FetchingBar = ({ active }: { active: boolean }) => (
  <Box sx={{ height: 4 }}>{active ? <LinearProgress aria-label="loading" /> : null}</Box>
);
