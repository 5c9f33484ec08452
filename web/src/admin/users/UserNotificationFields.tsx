import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedOption } from '../api/types';
import { MultiSelectInput } from '../competitions/CompetitionInputs';
import type { UserFormValues } from './userForm';

/**
 * The new-competition mail on the user form (docs/premium-features.md): the switch and the
 * divisions (`division_ids`) a published competition must be in to be mailed.
 */
export const UserNotificationFields = ({
  values,
  divisions,
  onSelection,
  onDivisions,
}: {
  values: Pick<UserFormValues, 'notificationSelection' | 'notificationDivisionIds'>;
  divisions: readonly NamedOption[];
  onSelection: (selection: UserFormValues['notificationSelection']) => void;
  onDivisions: (ids: number[]) => void;
}) => {
  const { t } = useTranslation();
  const on = values.notificationSelection.newCompetitionCreated;
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={on}
            onChange={(event) =>
              onSelection({ ...values.notificationSelection, newCompetitionCreated: event.target.checked })
            }
            slotProps={{
              input: {
                'data-testid': 'user-form-newCompetitionCreated',
              } as InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
        label={t('admin.users.fields.newCompetitionCreated')}
      />
      <MultiSelectInput
        label={t('admin.users.fields.notificationDivisionIds')}
        testId="user-form-notificationDivisionIds"
        value={values.notificationDivisionIds}
        options={divisions}
        onChange={onDivisions}
        disabled={!on}
        helperText={t('admin.users.fields.notificationDivisionIdsHelp')}
      />
    </>
  );
};
