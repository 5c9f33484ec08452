import Alert from '@mui/material/Alert';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bind } from '../account/AccountFieldGroups';
import { SelectInput, TextInput } from '../account/FormFields';
import { CountryField } from '../geo/CountryField';
import {
  isPersonRequired,
  PERSON_FIELD_SPECS,
  PERSON_GROUPS,
  personLabelKey,
  type PersonGroup,
} from './personFields';
import { usePersonLists, useSalutationOptions, useStateOptions } from './usePersonOptions';
// the labels are the account texts (register.fields), also in the back-office
import '../account/pageTexts';

type GroupField = (typeof PERSON_GROUPS)[PersonGroup][number];

export interface PersonFieldsProps {
  /** the form's binding of an input (value, change, blur, error, test id) */
  bind: Bind;
  group: PersonGroup;
  /** true: the person must be complete (registration, a shooter in the user form), so more is required */
  complete: boolean;
  /** fields of the group this use shows elsewhere or not at all */
  omit?: readonly GroupField[];
  /** shows the admin-only fields (the user form) */
  admin?: boolean;
  /** replaces the club select (the user form's searchable club, or nothing) */
  club?: ReactNode;
  /** prefix of the list warning's test id */
  testIdPrefix?: string;
}

/**
 * The inputs of one section of the person fields, the same in the registration wizard, the
 * profile and the user form; the caller puts them into its grid (docs/web-app.md, "Person fields").
 */
export const PersonFields = ({
  bind,
  group,
  complete,
  omit = [],
  admin = false,
  club,
  testIdPrefix = 'person',
}: PersonFieldsProps) => {
  const { t } = useTranslation();
  const salutations = useSalutationOptions();
  const country = group === 'address' ? bind('country').value : '';
  const states = useStateOptions(country);
  const lists = usePersonLists(group !== 'shooter');
  const shown = PERSON_GROUPS[group].filter(
    (field) => !omit.includes(field) && (admin || !PERSON_FIELD_SPECS[field].adminOnly),
  );
  const input = (field: GroupField) => {
    const props = {
      ...bind(field),
      label: t(personLabelKey(field)),
      required: isPersonRequired(field, complete),
    };
    const spec = PERSON_FIELD_SPECS[field].input;
    switch (spec.kind) {
      case 'salutation':
        return <SelectInput key={field} {...props} options={salutations} emptyLabel={t('register.choose')} />;
      case 'country':
        return <CountryField key={field} {...props} />;
      case 'state':
        return states.length ? (
          <SelectInput
            {...props}
            key={`state-${country}`}
            options={states}
            emptyLabel={t('register.choose')}
          />
        ) : null;
      case 'list':
        if (field === 'club' && club !== undefined) return <Fragment key={field}>{club}</Fragment>;
        return (
          <SelectInput key={field} {...props} options={lists.options(spec.list)} emptyLabel={t(spec.empty)} />
        );
      default:
        return (
          <TextInput
            key={field}
            {...props}
            type={spec.type}
            autoComplete={spec.autoComplete}
            maxLength={spec.maxLength}
          />
        );
    }
  };
  return (
    <>
      {group === 'shooter' && lists.failed && (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }} data-testid={`${testIdPrefix}-options-error`}>
          {t('register.optionsFailed')}
        </Alert>
      )}
      {shown.map(input)}
    </>
  );
};
