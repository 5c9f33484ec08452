import { useTranslation } from 'react-i18next';
import { FormSection, SelectInput } from '../../../common/FormParts';
import { useStateLabel } from '../../../common/labels';
import { statesOf } from '../../../common/states';
import { COUNTRIES, LINK_MAX_LENGTH, type Country } from '../competitionFields';
import { CompetitionText, testIdOf, useFieldLabel } from '../FieldInputs';
import type { CompetitionFormPartProps } from '../useCompetitionForm';

/** The venue: address, country and its state, map and club links. */
export const AddressTab = ({ form }: CompetitionFormPartProps) => {
  const { t } = useTranslation();
  const stateLabel = useStateLabel();
  const label = useFieldLabel();
  const { values, strict, errorOf, set } = form;
  const states = statesOf(values.country).map((state) => ({
    value: state,
    label: stateLabel(values.country, state),
  }));
  return (
    <FormSection title={t('competitions.tabs.address')}>
      <CompetitionText form={form} field="address" required={strict} wide />
      <CompetitionText form={form} field="zip" required={strict} />
      <CompetitionText form={form} field="city" required={strict} />
      <SelectInput<Country>
        label={label('country')}
        testId={testIdOf('country')}
        value={values.country}
        options={COUNTRIES.map((country) => ({
          value: country,
          label: t(`competitions.countries.${country}`),
        }))}
        required={strict}
        error={errorOf('country')}
        onChange={(value) => {
          set('country', value ?? '');
          set('state', '');
        }}
      />
      <SelectInput<string>
        label={label('state')}
        testId={testIdOf('state')}
        value={values.state}
        options={states}
        disabled={states.length === 0}
        error={errorOf('state')}
        onChange={(value) => set('state', value ?? '')}
      />
      <CompetitionText
        form={form}
        field="googleMapsLink"
        required={strict}
        wide
        inputMode="url"
        maxLength={LINK_MAX_LENGTH}
      />
      <CompetitionText form={form} field="clubWebsiteLink" wide inputMode="url" maxLength={LINK_MAX_LENGTH} />
    </FormSection>
  );
};
