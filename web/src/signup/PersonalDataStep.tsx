import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../account/fieldRules';
import { statesForCountry } from '../account/geo';
import { CountryField } from '../geo/CountryField';
import { useMessage } from '../i18n/useMessage';
import type { Named } from '../public/types';
import { PATHS } from '../routes/paths';
import type { DataRules, PersonalData, PersonalField } from './personalData';
import { PremiumNote } from './PremiumNote';

interface Props {
  values: PersonalData;
  errors: FieldErrors<PersonalField>;
  onChange: (patch: Partial<PersonalData>) => void;
  rules: DataRules;
  /** the squad's divisions, classes and factors */
  options: { divisionId: Named[]; competitionClassId: Named[]; factorId: Named[] };
  /** a deputy signs up someone: the personal fields come from that user */
  locked: boolean;
  waitingList: boolean;
  /** a signed-in shooter without premium: the stored division, class and factor are not filled in */
  prefillPremium: boolean;
}

const SELECTS = [
  ['divisionId', 'division'],
  ['competitionClassId', 'competitionClass'],
  ['factorId', 'factor'],
] as const;

/** Step "data": names, e-mail, division, class, factor, state and the terms. */
export const PersonalDataStep = ({
  values,
  errors,
  onChange,
  rules,
  options,
  locked,
  waitingList,
  prefillPremium,
}: Props) => {
  const { t } = useTranslation();
  const message = useMessage();
  const errorOf = (field: PersonalField) => (errors[field] ? message(errors[field]) : undefined);
  const text = (field: 'firstName' | 'lastName' | 'email', autoComplete: string) => (
    <TextField
      label={t(`signUp.data.${field}`)}
      value={values[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={Boolean(errors[field])}
      helperText={errorOf(field)}
      required
      fullWidth
      disabled={locked}
      type={field === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { 'data-testid': `signup-${field}`, maxLength: 255 } }}
    />
  );
  const country = values.country;
  const states = statesForCountry(country);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {waitingList && (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }} data-testid="signup-waiting-list-note">
          {t('signUp.data.waitingListNote')}
        </Alert>
      )}
      {locked && (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
          {t('signUp.data.locked')}
        </Alert>
      )}
      {prefillPremium && !rules.event && (
        <PremiumNote
          text={t('signUp.premiumPrefill')}
          linkText={t('signUp.premiumLink')}
          testId="signup-prefill-premium"
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
      {text('firstName', 'given-name')}
      {text('lastName', 'family-name')}
      <Box sx={{ gridColumn: '1 / -1' }}>{text('email', 'email')}</Box>
      {!rules.event &&
        SELECTS.map(([field, label]) => {
          const list = options[field];
          return (
            <TextField
              key={field}
              select
              label={t(`signUp.data.${label}`)}
              value={values[field]}
              onChange={(event) => onChange({ [field]: Number(event.target.value) })}
              error={Boolean(errors[field])}
              helperText={errorOf(field)}
              required
              fullWidth
              disabled={list.length === 1}
              slotProps={{ htmlInput: { 'data-testid': `signup-${field}` } }}
            >
              {list.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      <CountryField
        testId="signup-country"
        label={t('signUp.data.country')}
        value={country}
        // the state list depends on the country: a new country clears the state
        onChange={(code) => onChange({ country: code, state: '' })}
        error={errors.country}
      />
      {rules.stateRequired && states.length > 0 && (
        <TextField
          select
          label={t('signUp.data.state')}
          value={values.state}
          onChange={(event) => onChange({ state: event.target.value })}
          error={Boolean(errors.state)}
          helperText={errorOf('state')}
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'signup-state' } }}
        >
          {states.map((state) => (
            <MenuItem key={state} value={state} data-testid={`signup-state-option-${state}`}>
              {t(`publicPortal.states.${country}.${state}`, { defaultValue: state })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {rules.terms && (
        <FormControl error={Boolean(errors.agbs)} sx={{ gridColumn: '1 / -1' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.agbs}
                onChange={(event) => onChange({ agbs: event.target.checked })}
                inputProps={{ 'data-testid': 'signup-agbs' } as object}
              />
            }
            label={t('signUp.data.agbs')}
          />
          <Link href={`#${PATHS.conditions}`} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('signUp.data.conditionsLink')}
          </Link>
          {errors.agbs && <FormHelperText>{errorOf('agbs')}</FormHelperText>}
        </FormControl>
      )}
    </Box>
  );
};
