import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useErrorText } from './ListParts';

interface Props {
  error: FetchBaseQueryError | SerializedError | undefined;
  backTo: string;
  testId: string;
}

/** A detail page whose record is loading, or could not be loaded (with a way back to the list). */
export const RecordState = ({ error, backTo, testId }: Props) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!error) return <LinearProgress aria-busy="true" data-testid={`${testId}-loading`} />;
  return (
    <Box data-testid={`${testId}-error`}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('admin.common.recordLoadFailed')} {errorText(error)}
      </Alert>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />}>
        {t('admin.common.backToList')}
      </Button>
    </Box>
  );
};
