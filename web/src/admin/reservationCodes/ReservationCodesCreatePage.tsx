import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReservationCode } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMessage } from '../../i18n/useMessage';
import { successShown } from '../../notifications/notificationsSlice';
import { PageTitle } from '../../pages/PageTitle';
import { useAppDispatch } from '../../store/hooks';
import { fieldErrorsFromError } from '../common/fieldErrors';
import { ComboInput, FormActions, FormSection, TextInput } from '../common/FormParts';
import { useScrollTop } from '../common/hooks';
import { useRecordForm } from '../common/RecordForm';
import { RESERVATION_PATHS } from '../reservations/reservationPaths';
import {
  useCompetitionOptionsQuery,
  useCreateReservationCodesMutation,
} from '../reservations/reservationsApi';
import '../reservations/reservationTexts';
import {
  CODE_BATCH_FIELDS,
  emptyCodeBatch,
  toCodeBatchBody,
  validateCodeBatch,
  type CodeBatchField,
  type CodeBatchValues,
} from './codeForm';

/** `reservationCodes`: a batch of codes for one competition; the new codes are shown below. */
const ReservationCodesCreatePage = () => {
  const { t } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useScrollTop();
  const competitions = useCompetitionOptionsQuery();
  const [create, creating] = useCreateReservationCodesMutation();
  const [codes, setCodes] = useState<ReservationCode[]>([]);
  const { values, set, errorOf, onSubmit } = useRecordForm<CodeBatchValues, CodeBatchField>({
    initial: emptyCodeBatch(),
    validate: validateCodeBatch,
    serverErrors: (error) => fieldErrorsFromError(error, CODE_BATCH_FIELDS),
    save: async (current) => {
      setCodes(await create(toCodeBatchBody(current)).unwrap());
      dispatch(successShown(message('resources.reservationCodes.reservationSuccess')));
    },
  });

  return (
    <Box data-testid="reservation-codes-create-page" sx={{ maxWidth: 900 }}>
      <PageTitle>{t('reservationCodes.createTitle')}</PageTitle>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('reservationCodes.createHelp')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="reservation-codes-form">
        <FormSection>
          <TextInput
            label={t('reservationCodes.fields.amount')}
            testId="reservation-codes-amount"
            value={values.amount}
            required
            inputMode="numeric"
            maxLength={4}
            error={errorOf('amount')}
            onChange={(value) => set('amount', value)}
          />
          <ComboInput
            label={t('reservationCodes.fields.competitionId')}
            testId="reservation-codes-competition"
            value={values.competitionId}
            options={competitions.data ?? []}
            loading={competitions.isLoading}
            required
            error={errorOf('competitionId')}
            onChange={(value) => set('competitionId', value)}
          />
        </FormSection>
        <FormActions
          saving={creating.isLoading}
          testId="reservation-codes-save"
          onCancel={() => navigate(RESERVATION_PATHS.codesList)}
        />
      </Box>
      {codes.length > 0 ? (
        <Paper variant="outlined" sx={{ p: 2, mt: 3 }} data-testid="reservation-codes-created">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('reservationCodes.created')}
          </Typography>
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
              gap: 1,
              fontFamily: 'monospace',
              fontSize: '1rem',
            }}
          >
            {codes.map((code) => (
              <li key={code.id} data-testid="reservation-codes-created-code">
                {code.code}
              </li>
            ))}
          </Box>
          <Button component={RouterLink} to={RESERVATION_PATHS.codesList} sx={{ mt: 2 }}>
            {t('reservationCodes.toList')}
          </Button>
        </Paper>
      ) : null}
    </Box>
  );
};

export default ReservationCodesCreatePage;
