import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SignUpStep } from './useSignUpFlow';

/** A step the header names: the flow's, or picking the competition when none was given. */
export type HeaderStep = SignUpStep | 'competition';

/** The dialog's steps: a stepper on wide screens, "Step 2 of 4 · Squad" on phones. */
export const StepHeader = ({ steps, step }: { steps: HeaderStep[]; step: HeaderStep }) => {
  const { t } = useTranslation();
  const index = steps.indexOf(step);
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, mb: 2 }}>
        <Stepper
          activeStep={index}
          alternativeLabel
          // the default grey of steps still to come is too faint to read (axe colour contrast)
          sx={{ '& .MuiStepLabel-label.Mui-disabled': { color: 'text.secondary' } }}
        >
          {steps.map((one) => (
            <Step key={one}>
              <StepLabel>{t(`signUp.steps.${one}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' }, mb: 1 }}>
        {t('signUp.dialog.stepOf', { step: index + 1, count: steps.length })} · {t(`signUp.steps.${step}`)}
      </Typography>
    </>
  );
};
