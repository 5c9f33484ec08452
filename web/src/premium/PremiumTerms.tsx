import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Trans, useTranslation } from 'react-i18next';
import { PATHS } from '../routes/paths';

/**
 * The required consent at the premium purchase: the terms and the withdrawal information, each
 * linked (opening in a new tab so the purchase stays as it is; docs/people-data-and-consent.md).
 */
export const PremiumTerms = ({
  checked,
  onChange,
  showError,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  showError: boolean;
}) => {
  const { t } = useTranslation();
  const link = (href: string) => <Link href={href} target="_blank" rel="noopener noreferrer" />;
  return (
    <FormControl required error={showError && !checked}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-required': true, ...{ 'data-testid': 'premium-terms' } } }}
          />
        }
        label={
          <>
            <Trans
              i18nKey="premium.terms"
              components={{
                conditions: link(`#${PATHS.conditions}`),
                withdrawal: link(`#${PATHS.conditions}?section=withdrawal`),
              }}
            />
            <span aria-hidden="true">{'\u00a0*'}</span>
          </>
        }
      />
      {showError && !checked && (
        <FormHelperText data-testid="premium-terms-error">{t('premium.termsRequired')}</FormHelperText>
      )}
    </FormControl>
  );
};
