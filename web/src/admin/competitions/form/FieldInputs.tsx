import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../common/FormParts';
import { DateTimeInput, MultiSelectInput, ToggleInput } from '../CompetitionInputs';
import type { CompetitionField, CompetitionValues } from './competitionFields';
import type { CompetitionFormState } from './useCompetitionForm';

/** The fields holding text (numbers are typed as text too). */
type TextField = {
  [K in CompetitionField]: CompetitionValues[K] extends string ? K : never;
}[CompetitionField];
type ToggleField =
  | 'active'
  | 'multipleRegistrations'
  | 'nationalCompetition'
  | 'qualification'
  | 'registration'
  | 'fairOpening'
  | 'autoSubscriptionCancelation';
type DateTimeField = 'competitionDate' | 'competitionEndDate' | 'registrationStart' | 'registrationEnd';
type MultiSelectField = 'division_ids' | 'competitionClass_ids' | 'factor_ids';

export const testIdOf = (field: string) => `competition-form-${field}`;

/** The label of a field (`competitions.fields.*`). */
export const useFieldLabel = () => {
  const { t } = useTranslation();
  return (field: string) => t(`competitions.fields.${field}`);
};

interface FieldProps<F extends CompetitionField> {
  form: CompetitionFormState;
  field: F;
}

interface TextOptions {
  required?: boolean;
  wide?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
  maxLength?: number;
  helperText?: ReactNode;
  disabled?: boolean;
  endAdornment?: ReactNode;
}

/** A text field of the form: label, test id, value and error follow from the field's name. */
export const CompetitionText = ({ form, field, ...options }: FieldProps<TextField> & TextOptions) => {
  const label = useFieldLabel();
  return (
    <TextInput
      label={label(field)}
      testId={testIdOf(field)}
      value={form.values[field]}
      onChange={(value) => form.set(field, value as CompetitionValues[TextField])}
      error={form.errorOf(field)}
      {...options}
    />
  );
};

/** A switch of the form. */
export const CompetitionToggle = ({
  form,
  field,
  ...options
}: FieldProps<ToggleField> & { disabled?: boolean; helperText?: ReactNode }) => {
  const label = useFieldLabel();
  return (
    <ToggleInput
      label={label(field)}
      testId={testIdOf(field)}
      checked={form.values[field]}
      onChange={(checked) => form.set(field, checked)}
      {...options}
    />
  );
};

/** A date and time of the form; leaving the competition date may ask to move the other dates. */
export const CompetitionDateTime = ({
  form,
  field,
  defaultTime,
  required,
}: FieldProps<DateTimeField> & { defaultTime: string; required: boolean }) => {
  const label = useFieldLabel();
  return (
    <DateTimeInput
      label={label(field)}
      testId={testIdOf(field)}
      value={form.values[field]}
      onChange={(value) => form.set(field, value)}
      error={form.errorOf(field)}
      required={required}
      defaultTime={defaultTime}
      onDateBlur={field === 'competitionDate' ? form.dateShift.onDateBlur : undefined}
    />
  );
};

/** Divisions, classes or factors of the form (required for competitions, not for events). */
export const CompetitionMultiSelect = ({
  form,
  field,
  options,
  ...extra
}: FieldProps<MultiSelectField> & {
  options: readonly { id: number; name: string }[];
  disabled?: boolean;
  helperText?: ReactNode;
}) => {
  const label = useFieldLabel();
  return (
    <MultiSelectInput
      label={label(field)}
      testId={testIdOf(field)}
      value={form.values[field]}
      options={options}
      onChange={(value) => form.set(field, value)}
      error={form.errorOf(field)}
      required={!form.events}
      {...extra}
    />
  );
};
