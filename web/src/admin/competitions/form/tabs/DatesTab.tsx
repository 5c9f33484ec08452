import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../i18n/useMessage';
import { FormSection } from '../../../common/FormParts';
import { CompetitionDateTime, CompetitionText, CompetitionToggle } from '../FieldInputs';
import type { CompetitionFormPartProps } from '../useCompetitionForm';
import { PaymentMethods } from './PaymentMethods';

/** When it takes place, the registration period, and how and by when the entries are paid. */
export const DatesTab = ({ form }: CompetitionFormPartProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const { values, hasReminder, errorOf } = form;
  return (
    <>
      <FormSection title={t('competitions.sections.dates')}>
        <CompetitionDateTime form={form} field="competitionDate" defaultTime="08:00" required />
        <CompetitionDateTime form={form} field="competitionEndDate" defaultTime="18:00" required={false} />
      </FormSection>
      <FormSection title={t('competitions.sections.registration')}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <CompetitionToggle form={form} field="registration" />
        </Box>
        {values.registration ? (
          <>
            <CompetitionDateTime form={form} field="registrationStart" defaultTime="00:00" required />
            <CompetitionDateTime form={form} field="registrationEnd" defaultTime="23:59" required />
            <CompetitionToggle
              form={form}
              field="fairOpening"
              helperText={t('competitions.hints.fairOpening')}
            />
            {values.fairOpening ? (
              <CompetitionText
                form={form}
                field="fairOpeningLeadMinutes"
                inputMode="numeric"
                required
                helperText={t('competitions.hints.fairOpeningLeadMinutes')}
              />
            ) : null}
          </>
        ) : null}
      </FormSection>
      <FormSection title={t('competitions.sections.payment')}>
        <CompetitionText
          form={form}
          field="payOnTime"
          inputMode="numeric"
          required
          helperText={t('competitions.hints.payOnTime')}
        />
        <Box />
        <PaymentMethods form={form} />
        <CompetitionText
          form={form}
          field="firstPaymentReminder"
          inputMode="numeric"
          helperText={t('competitions.hints.reminder')}
        />
        <CompetitionText
          form={form}
          field="secondPaymentReminder"
          inputMode="numeric"
          helperText={t('competitions.hints.reminder')}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <CompetitionToggle
            form={form}
            field="autoSubscriptionCancelation"
            disabled={!hasReminder}
            helperText={hasReminder ? undefined : t('competitions.hints.autoCancelNeedsReminder')}
          />
          {errorOf('autoSubscriptionCancelation') ? (
            <Typography variant="caption" color="error" component="div">
              {message(errorOf('autoSubscriptionCancelation') ?? '')}
            </Typography>
          ) : null}
        </Box>
      </FormSection>
    </>
  );
};
