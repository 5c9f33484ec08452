import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { PROFILE_STEPS } from './profileForm';
import type { ProfileStepsProps } from './ProfileTabs';

/** Small screens: a vertical stepper; a step title jumps to it, only the active step shows its content. */
export const ProfileStepper = ({ editor, step }: ProfileStepsProps) => {
  const { active, setActive, stepErrors, stepLabel } = editor;
  return (
    <Stepper nonLinear activeStep={active} orientation="vertical" sx={{ p: 2 }}>
      {PROFILE_STEPS.map((profileStep, index) => (
        <Step key={profileStep.key}>
          <StepButton onClick={() => setActive(index)} data-testid={`profile-step-${index}`}>
            <StepLabel error={stepErrors[index]} data-error={stepErrors[index] ? 'true' : undefined}>
              {stepLabel(index)}
            </StepLabel>
          </StepButton>
          <StepContent>{active === index && <Box sx={{ pt: 1 }}>{step(index)}</Box>}</StepContent>
        </Step>
      ))}
    </Stepper>
  );
};
