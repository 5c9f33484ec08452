import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Deputy } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../account/formErrors';
import { DeputyEditor } from '../../profile/DeputyEditor';
import { useAddUserDeputyMutation, useRemoveUserDeputyMutation } from '../api/usersApi';
import { FormSection } from '../common/FormParts';

/**
 * A shooter's deputies on the back-office user form, with the profile's editor. It sits outside
 * the user form's element (its own add form; changes apply at once, not with "Save").
 */
export const UserDeputies = ({ userId, deputies }: { userId: number; deputies: readonly Deputy[] }) => {
  const { t } = useTranslation();
  const [addDeputy, adding] = useAddUserDeputyMutation();
  const [removeDeputy, removing] = useRemoveUserDeputyMutation();
  return (
    <Box data-testid="user-form-deputies-section">
      <FormSection title={t('admin.users.sections.deputies')}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('admin.users.deputies.intro')}
          </Typography>
          <DeputyEditor
            deputies={deputies}
            onAdd={async (name) => {
              const result = await addDeputy({ id: userId, name });
              return result.error ? errorKeyOf(result.error) : null;
            }}
            onRemove={(deputyId) => void removeDeputy({ id: userId, deputyId })}
            adding={adding.isLoading}
            removing={removing.isLoading}
            noneText={t('admin.users.deputies.none')}
            testIdPrefix="user-form"
          />
        </Box>
      </FormSection>
    </Box>
  );
};
