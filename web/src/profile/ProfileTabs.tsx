import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_STEPS } from './profileForm';
import type { ProfileForm } from './useProfileForm';

export interface ProfileStepsProps {
  editor: ProfileForm;
  /** the content of the step of this index */
  step: (index: number) => ReactNode;
}

/** Large screens: one tab per step (red while a field of it shows an error), the active step below. */
export const ProfileTabs = ({ editor, step }: ProfileStepsProps) => {
  const { t } = useTranslation();
  const { active, setActive, stepErrors, stepLabel } = editor;
  return (
    <>
      <Tabs
        value={active}
        onChange={(_event, value: number) => setActive(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('profile.title')}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {PROFILE_STEPS.map((profileStep, index) => (
          <Tab
            key={profileStep.key}
            value={index}
            label={stepLabel(index)}
            id={`profile-tab-${index}`}
            aria-controls="profile-tabpanel"
            data-testid={`profile-step-${index}`}
            data-error={stepErrors[index] ? 'true' : undefined}
            sx={
              stepErrors[index]
                ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } }
                : undefined
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="profile-tabpanel" aria-labelledby={`profile-tab-${active}`} sx={{ p: 3 }}>
        {step(active)}
      </Box>
    </>
  );
};
