import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Profile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ProfileStep } from './ProfileStep';
import { ProfileStepper } from './ProfileStepper';
import { ProfileTabs } from './ProfileTabs';
import { useProfileForm } from './useProfileForm';

interface Props {
  profile: Profile;
  /** The logged-in user's own profile (view types and the deputised list exist only there). */
  own: boolean;
}

/**
 * The profile form: tabs on large screens, a vertical stepper on small ones; next and back move
 * one step, a step title jumps to it (docs/web-app.md).
 */
export const ProfileEditor = ({ profile, own }: Props) => {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const editor = useProfileForm(profile, own);
  const step = (index: number) => <ProfileStep index={index} profile={profile} own={own} editor={editor} />;
  return (
    <Paper variant="outlined" data-testid="profile-editor" data-step={editor.active}>
      {wide ? <ProfileTabs editor={editor} step={step} /> : <ProfileStepper editor={editor} step={step} />}
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, justifyContent: 'flex-end' }}>
        {editor.stepErrors.some(Boolean) && (
          <Typography variant="body2" color="error" sx={{ flexGrow: 1 }} data-testid="profile-invalid">
            {t('profile.invalid')}
          </Typography>
        )}
        <Button
          variant="contained"
          disabled={editor.saving}
          onClick={() => void editor.save()}
          data-testid="profile-save"
        >
          {t('profile.save')}
        </Button>
      </Box>
    </Paper>
  );
};
