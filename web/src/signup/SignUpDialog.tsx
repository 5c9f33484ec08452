import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { PreparedOrder } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../account/fieldRules';
import { useMessage } from '../i18n/useMessage';
import type { PublicCompetitionDetail } from '../public/types';
import type { Identity } from '../session/types';
import { CodeStep } from './CodeStep';
import { Countdown } from './Countdown';
import { PersonalDataStep } from './PersonalDataStep';
import { selectCartForReserve } from '../cart/cartSlice';
import { useAppSelector } from '../store/hooks';
import { reserveBody, validatePersonalData, type PersonalData, type PersonalField } from './personalData';
import type { ReservedCart } from './signUpApi';
import { fieldOptions, needsTerms, type SignUpActor } from './signUpLogic';
import { SquadStep } from './SquadStep';
import { StandStep } from './StandStep';
import { useSignUpFlow } from './useSignUpFlow';
import { UserStep, type SignUpUser } from './UserStep';

interface Props {
  competition: PublicCompetitionDetail;
  actor: SignUpActor;
  identity: Identity | null;
  users: SignUpUser[];
  usersFailed: boolean;
  cartId: string | null;
  onClose: () => void;
  onReserved: (order: PreparedOrder & ReservedCart, chosenUserId: number | null) => void;
}

const emptyData = (): PersonalData => ({
  firstName: '',
  lastName: '',
  email: '',
  divisionId: '',
  competitionClassId: '',
  factorId: '',
  state: '',
  agbs: false,
});

/** The sign-up dialog (public-portal.md section 4): user, squad, code, countdown, stand, data. */
export const SignUpDialog = ({
  competition,
  actor,
  identity,
  users,
  usersFailed,
  cartId,
  onClose,
  onReserved,
}: Props) => {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const flow = useSignUpFlow(competition, actor, cartId);
  const cartKey = useAppSelector(selectCartForReserve);
  const [values, setValues] = useState<PersonalData>(emptyData);
  const [errors, setErrors] = useState<FieldErrors<PersonalField>>({});
  const forOther = flow.user !== null && flow.user.id !== identity?.id;
  const lockedPerson = actor.deputy && forOther;
  const rules = {
    event: competition.event,
    stateRequired: Boolean(competition.state),
    terms: needsTerms(actor),
  };
  const optionsSource = flow.squad ?? {
    divisions: competition.division,
    competitionClasses: competition.competitionClass,
    factors: competition.factor,
  };
  const options = {
    divisionId: optionsSource.divisions,
    competitionClassId: optionsSource.competitionClasses,
    factorId: optionsSource.factors,
  };

  // entering the data step: prefill from the chosen user or the session user and the squad's options
  const dataStep = flow.step === 'data';
  useEffect(() => {
    if (!dataStep) return;
    const person = flow.user ?? null;
    const self = !forOther ? identity : null;
    setValues((current) => ({
      ...current,
      firstName: person?.firstName ?? self?.userFirstName ?? flow.order?.firstName ?? '',
      lastName: person?.lastName ?? self?.userLastName ?? flow.order?.lastName ?? '',
      email: person?.email ?? self?.userEmail ?? flow.order?.email ?? '',
      divisionId: fieldOptions(options.divisionId, self?.divisionId).initial,
      competitionClassId: fieldOptions(options.competitionClassId, self?.competitionClassId).initial,
      factorId: fieldOptions(options.factorId, self?.factorId).initial,
      state: self?.userState && competition.state ? self.userState : current.state,
    }));
    setErrors({});
    // options follow the squad, which is fixed once the order is prepared
  }, [dataStep]);

  // an event with a single open squad needs no choice: straight to its (reserved) data step
  const [autoStarted, setAutoStarted] = useState(false);
  const openSquads = competition.squads.filter((squad) => !squad.full);
  const single =
    competition.event && flow.step === 'squad' && openSquads.length === 1 ? openSquads[0]! : null;
  useEffect(() => {
    if (!single || autoStarted) return;
    setAutoStarted(true);
    void flow.afterSquad({ squadId: single.id, squadIds: [] });
  }, [single, autoStarted, flow]);

  const submit = async () => {
    const found = validatePersonalData(values, rules);
    setErrors(found);
    if (Object.keys(found).length > 0 || !flow.held) return;
    const language = i18n.language === 'en' ? 'en' : 'de';
    const answer = await flow.reserve({
      ...reserveBody(flow.held.token, values, rules, {
        country: competition.country ?? null,
        locale: language,
      }),
      ...cartKey, // the order joins the stored cart (a guest's with its token)
    });
    if (answer) onReserved(answer, flow.user?.id ?? null);
  };

  const next = () => {
    if (flow.step === 'user') flow.setStep('squad');
    else if (flow.step === 'squad') void flow.afterSquad();
    else if (flow.step === 'code') void flow.afterCode();
    else if (flow.step === 'stand') void flow.afterStand();
    else void submit();
  };
  const canNext =
    !flow.busy &&
    !flow.expired &&
    ((flow.step === 'user' && flow.user !== null) ||
      (flow.step === 'squad' &&
        flow.selection.squadId !== null &&
        (flow.selection.squadId !== 0 || flow.selection.squadIds.length > 0)) ||
      (flow.step === 'code' && flow.code.trim() !== '') ||
      (flow.step === 'stand' && flow.standId !== null) ||
      flow.step === 'data');
  const canBack = !flow.order && !flow.busy && flow.steps.indexOf(flow.step) > 0;
  const index = flow.steps.indexOf(flow.step);
  const counting = flow.order?.status === 'PREPARE' && flow.order.expiresAt && !flow.expired;

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="signup-dialog-title"
      data-testid="signup-dialog"
      data-step={flow.step}
    >
      <DialogTitle id="signup-dialog-title" sx={{ pr: 7 }}>
        {t('signUp.dialog.title', { name: competition.name })}
        <IconButton
          aria-label={t('signUp.dialog.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
          data-testid="signup-close-icon"
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, mb: 2 }}>
          <Stepper
            activeStep={index}
            alternativeLabel
            // the default grey of steps still to come is too faint to read (axe colour contrast)
            sx={{ '& .MuiStepLabel-label.Mui-disabled': { color: 'text.secondary' } }}
          >
            {flow.steps.map((step) => (
              <Step key={step}>
                <StepLabel>{t(`signUp.steps.${step}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' }, mb: 1 }}>
          {t('signUp.dialog.stepOf', { step: index + 1, count: flow.steps.length })} ·{' '}
          {t(`signUp.steps.${flow.step}`)}
        </Typography>
        {counting && (
          <Box sx={{ mb: 2 }}>
            <Countdown expiresAt={flow.order!.expiresAt!} onExpired={flow.onExpired} />
          </Box>
        )}
        {flow.errorKey && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="signup-error" data-key={flow.errorKey}>
            {message(flow.errorKey)}
          </Alert>
        )}
        {flow.busy && <LinearProgress aria-label={t('signUp.dialog.working')} sx={{ mb: 2 }} />}
        {!flow.expired && (
          <>
            {flow.step === 'user' && (
              <UserStep users={users} failed={usersFailed} value={flow.user} onChange={flow.setUser} />
            )}
            {flow.step === 'squad' && (
              <SquadStep squads={competition.squads} value={flow.selection} onChange={flow.setSelection} />
            )}
            {flow.step === 'code' && <CodeStep value={flow.code} onChange={flow.setCode} />}
            {flow.step === 'stand' && flow.held && (
              <StandStep squadId={flow.held.squadId} value={flow.standId} onChange={flow.setStandId} />
            )}
            {flow.step === 'data' && (
              <PersonalDataStep
                values={values}
                errors={errors}
                onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
                rules={rules}
                options={options}
                country={competition.country}
                locked={lockedPerson}
                waitingList={Boolean(flow.held?.waitingList)}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} data-testid="signup-close">
          {t('signUp.dialog.close')}
        </Button>
        {canBack && (
          <Button onClick={() => flow.setStep(flow.steps[index - 1]!)} data-testid="signup-back">
            {t('signUp.dialog.back')}
          </Button>
        )}
        {!flow.expired && (
          <Button variant="contained" onClick={next} disabled={!canNext} data-testid="signup-next">
            {flow.step === 'data' ? t('signUp.data.submit') : t('signUp.dialog.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
