import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../geo/CountryField';
import { statesForCountry } from './geo';
import { SelectInput, TextInput, type SelectOption } from './FormFields';
import { useAccountOptionListQuery, type Option, type OptionList } from './referenceDataApi';

/** What every input of a form needs; pages build it from their form state. */
export interface FieldBinding {
  testId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
  /** a note under the input (e.g. the profile's club waiting for confirmation) */
  helperText?: string;
}
export type Bind = (field: string) => FieldBinding;

/** One column on phones, two from sm. */
export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}
  >
    {children}
  </Box>
);

export const useSalutationOptions = (): SelectOption[] => {
  const { t } = useTranslation();
  return [
    { value: 'mr', label: t('register.salutations.mr') },
    { value: 'mrs', label: t('register.salutations.mrs') },
  ];
};

export const useLanguageOptions = (): SelectOption[] => {
  const { t } = useTranslation();
  return [
    { value: 'de', label: t('language.de') },
    { value: 'en', label: t('language.en') },
  ];
};

export const useStateOptions = (country: string): SelectOption[] => {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      statesForCountry(country)
        .map((code) => ({ value: code, label: t(`register.states.${country}.${code}`) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [country, t, i18n.language],
  );
};

/** Contact data: (salutation), degree, names, address, zip, city, country, state (at/de only), telephone. */
export const ContactFields = ({ bind, withSalutation }: { bind: Bind; withSalutation: boolean }) => {
  const { t } = useTranslation();
  const salutations = useSalutationOptions();
  const country = bind('country').value;
  const states = useStateOptions(country);
  return (
    <FieldGrid>
      {withSalutation && (
        <SelectInput {...bind('salutation')} options={salutations} emptyLabel={t('register.choose')} />
      )}
      <TextInput {...bind('degree')} autoComplete="honorific-prefix" />
      <TextInput {...bind('firstName')} autoComplete="given-name" />
      <TextInput {...bind('lastName')} autoComplete="family-name" />
      <TextInput {...bind('address')} autoComplete="street-address" />
      <TextInput {...bind('zip')} autoComplete="postal-code" maxLength={20} />
      <TextInput {...bind('city')} autoComplete="address-level2" />
      <CountryField {...bind('country')} />
      {states.length > 0 && (
        <SelectInput
          {...bind('state')}
          required
          options={states}
          emptyLabel={t('register.choose')}
          key={`state-${country}`}
        />
      )}
      <TextInput {...bind('telephone')} type="tel" autoComplete="tel" maxLength={50} />
    </FieldGrid>
  );
};

const toOptions = (list: Option[] | undefined): SelectOption[] =>
  (list ?? []).map((option) => ({ value: String(option.id), label: option.name }));

const useOptions = (list: OptionList) => {
  const { data, isError, isFetching } = useAccountOptionListQuery(list);
  return { options: toOptions(data), failed: isError && !isFetching };
};

/** Shooter data: class, division, factor, club (lists from the catalog), alias and ID fields. */
export const ShooterFields = ({ bind, testIdPrefix }: { bind: Bind; testIdPrefix: string }) => {
  const { t } = useTranslation();
  const classes = useOptions('competitionClasses');
  const divisions = useOptions('divisions');
  const factors = useOptions('factors');
  const clubs = useOptions('clubsPubList');
  const failed = classes.failed || divisions.failed || factors.failed || clubs.failed;
  return (
    <>
      {failed && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid={`${testIdPrefix}-options-error`}>
          {t('register.optionsFailed')}
        </Alert>
      )}
      <FieldGrid>
        <SelectInput
          {...bind('competitionClass')}
          options={classes.options}
          emptyLabel={t('register.choose')}
        />
        <SelectInput {...bind('division')} options={divisions.options} emptyLabel={t('register.choose')} />
        <SelectInput {...bind('factor')} options={factors.options} emptyLabel={t('register.choose')} />
        <SelectInput {...bind('club')} options={clubs.options} emptyLabel={t('register.noClub')} />
        <TextInput {...bind('alias')} />
        <TextInput {...bind('cowboyName')} />
        <TextInput {...bind('sassNumber')} />
        <TextInput {...bind('ipscNumber')} />
        <TextInput {...bind('ipscRegion')} />
        <TextInput {...bind('ipscAlias')} />
      </FieldGrid>
    </>
  );
};
