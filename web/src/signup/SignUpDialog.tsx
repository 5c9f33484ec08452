import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { PreparedOrder } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../i18n/useMessage';
import type { PublicCompetitionDetail } from '../public/types';
import type { Identity } from '../session/types';
import { CodeStep } from './CodeStep';
import { Countdown } from './Countdown';
import { PersonalDataStep } from './PersonalDataStep';
import { ConfirmLeaveDialog } from './ConfirmLeaveDialog';
import type { ReservedCart } from './signUpApi';
import { mayJoinWaitingList, type SignUpActor } from './signUpLogic';
import { SquadStep } from './SquadStep';
import { StandStep } from './StandStep';
import { StepHeader } from './StepHeader';
import { useLeaveRelease } from './useLeaveRelease';
import { usePersonalData } from './usePersonalData';
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
  /** the competition was picked in step 1 (none was given): back there from the first step */
  onPickCompetition?: () => void;
}

/** The sign-up dialog (docs/web-app.md): user, squad, code, countdown, stand, data. */
export const SignUpDialog = ({
  competition,
  actor,
  identity,
  users,
  usersFailed,
  cartId,
  onClose,
  onReserved,
  onPickCompetition,
}: Props) => {
  const { t } = useTranslation();
  const message = useMessage();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const flow = useSignUpFlow(competition, actor, cartId);
  const data = usePersonalData(competition, actor, identity, flow, onReserved);
  const { forOther } = data;
  // leaving gives a running hold back at once; with data entered it asks first
  const heldToken = flow.order?.status === 'PREPARE' && !flow.expired ? (flow.held?.token ?? null) : null;
  const leaving = useLeaveRelease(heldToken, data.touched || flow.standId !== null, onClose);
  const lockedPerson = actor.deputy && forOther;

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

  const next = () => {
    if (flow.step === 'user') flow.setStep('squad');
    else if (flow.step === 'squad') void flow.afterSquad();
    else if (flow.step === 'code') void flow.afterCode();
    else if (flow.step === 'stand') void flow.afterStand();
    else void data.submit();
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
  const index = flow.steps.indexOf(flow.step);
  const canBack = !flow.order && !flow.busy && (index > 0 || onPickCompetition !== undefined);
  const back = () => (index > 0 ? flow.setStep(flow.steps[index - 1]!) : onPickCompetition?.());
  const counting = flow.order?.status === 'PREPARE' && flow.order.expiresAt && !flow.expired;

  return (
    <Dialog
      open
      onClose={leaving.request}
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
          onClick={leaving.request}
          sx={{ position: 'absolute', right: 8, top: 8 }}
          data-testid="signup-close-icon"
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <StepHeader
          steps={onPickCompetition ? ['competition', ...flow.steps] : flow.steps}
          step={flow.step}
        />
        {counting && (
          <Countdown
            expiresAt={flow.order!.expiresAt!}
            holdSeconds={competition.signupReservationTimeout}
            onExpired={flow.onExpired}
          />
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
              <SquadStep
                competitionId={competition.id}
                squads={competition.squads}
                mayWait={mayJoinWaitingList(actor, Boolean(identity?.paymentValid), forOther)}
                value={flow.selection}
                onChange={flow.setSelection}
              />
            )}
            {flow.step === 'code' && <CodeStep value={flow.code} onChange={flow.setCode} />}
            {flow.step === 'stand' && flow.held && (
              <StandStep squadId={flow.held.squadId} value={flow.standId} onChange={flow.setStandId} />
            )}
            {flow.step === 'data' && (
              <PersonalDataStep
                values={data.values}
                errors={data.errors}
                onChange={data.change}
                rules={data.rules}
                options={data.options}
                locked={lockedPerson}
                waitingList={Boolean(flow.held?.waitingList)}
                prefillPremium={actor.loggedIn && !forOther && !identity?.paymentValid}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={leaving.request} data-testid="signup-close">
          {t('signUp.dialog.close')}
        </Button>
        {canBack && (
          <Button onClick={back} data-testid="signup-back">
            {t('signUp.dialog.back')}
          </Button>
        )}
        {!flow.expired && (
          <Button variant="contained" onClick={next} disabled={!canNext} data-testid="signup-next">
            {flow.step === 'data' ? t('signUp.data.submit') : t('signUp.dialog.next')}
          </Button>
        )}
      </DialogActions>
      <ConfirmLeaveDialog open={leaving.confirming} onStay={leaving.stay} onLeave={leaving.leave} />
    </Dialog>
  );
};
