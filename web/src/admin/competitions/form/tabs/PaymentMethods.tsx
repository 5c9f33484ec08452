import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../i18n/useMessage';
import { ToggleInput } from '../../CompetitionInputs';
import { PAYMENT_METHOD } from '../competitionFields';
import { testIdOf, useFieldLabel } from '../FieldInputs';
import type { CompetitionFormPartProps } from '../useCompetitionForm';

/**
 * The payment checkboxes, marked together when none is set; transfer needs the club's bank
 * account (docs/catalog.md).
 */
export const PaymentMethods = ({ form }: CompetitionFormPartProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const label = useFieldLabel();
  const { values, bank, errorOf, set } = form;
  const invalid = Boolean(errorOf(PAYMENT_METHOD));
  const payment = (
    field: 'payOnSite' | 'paymentViaDeposit' | 'paymentWithWirecard',
    helperText?: ReactNode,
  ) => (
    <ToggleInput
      kind="checkbox"
      label={label(field)}
      testId={testIdOf(field)}
      checked={values[field]}
      invalid={invalid}
      disabled={field === 'paymentViaDeposit' && bank === false}
      helperText={helperText}
      onChange={(checked) => set(field, checked)}
    />
  );
  return (
    <Box sx={{ gridColumn: '1 / -1' }} data-testid="competition-form-payment-methods">
      {payment('payOnSite')}
      {payment(
        'paymentViaDeposit',
        bank === false ? (
          <span data-testid="competition-form-no-bank">{t('competitions.hints.noBank')}</span>
        ) : undefined,
      )}
      {payment('paymentWithWirecard')}
      {invalid ? (
        <Typography
          variant="caption"
          color="error"
          component="div"
          data-testid="competition-form-paymentMethod-error"
        >
          {message(errorOf(PAYMENT_METHOD) ?? '')}
        </Typography>
      ) : null}
    </Box>
  );
};
