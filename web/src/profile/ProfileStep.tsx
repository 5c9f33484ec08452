import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Profile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from '../account/AccountFieldGroups';
import { PersonFields } from '../person/PersonFields';
import { DeputiesStep } from './DeputiesStep';
import { NotificationsStep } from './NotificationsStep';
import { PROFILE_STEPS } from './profileForm';
import { ProfileUserStep } from './ProfileUserStep';
import { ReservationsStep } from './ReservationsStep';
import type { ProfileForm } from './useProfileForm';

interface ProfileStepProps {
  index: number;
  profile: Profile;
  own: boolean;
  editor: ProfileForm;
}

/** The inputs of one step. */
const StepFields = ({ index, profile, own, editor }: ProfileStepProps) => {
  const { form, bind } = editor;
  switch (PROFILE_STEPS[index]?.key) {
    case 'user':
      return <ProfileUserStep username={profile.username} bind={bind} showViewTypes={editor.showViewTypes} />;
    case 'contact':
      return (
        <FieldGrid>
          <PersonFields bind={bind} group="name" complete={false} />
          <PersonFields bind={bind} group="address" complete={false} />
        </FieldGrid>
      );
    case 'shooter':
      return (
        <FieldGrid>
          <PersonFields bind={bind} group="shooter" complete={false} testIdPrefix="profile" />
        </FieldGrid>
      );
    case 'deputies':
      return (
        <DeputiesStep
          profile={profile}
          own={own}
          deputyMail={form.values.deputyMail}
          onDeputyMail={(value) => form.setField('deputyMail', value)}
        />
      );
    case 'notifications':
      return (
        <NotificationsStep
          permissions={editor.permissions}
          allowInformations={form.values.allowInformations}
          onAllowInformations={(value) => form.setField('allowInformations', value)}
          selection={form.values.notificationSelection}
          onSelection={(selection) => form.setField('notificationSelection', selection)}
          divisionIds={form.values.notificationDivisionIds}
          onDivisionIds={(ids) => form.setField('notificationDivisionIds', ids)}
          premiumLocked={editor.premiumLocked}
        />
      );
    case 'reservations':
      return <ReservationsStep userId={profile.id} />;
    default:
      return null;
  }
};

/** Back and next: one step each way. */
const StepNavigation = ({ editor }: { editor: ProfileForm }) => {
  const { t } = useTranslation();
  const { active, setActive, last } = editor;
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
      <Button disabled={active === 0} onClick={() => setActive(active - 1)} data-testid="profile-back">
        {t('register.back')}
      </Button>
      <Button
        variant="outlined"
        disabled={active === last}
        onClick={() => setActive(active + 1)}
        data-testid="profile-next"
      >
        {t('register.next')}
      </Button>
    </Box>
  );
};

/** A step of the profile form: its inputs, then back and next. */
export const ProfileStep = (props: ProfileStepProps) => (
  <>
    <StepFields {...props} />
    <StepNavigation editor={props.editor} />
  </>
);
