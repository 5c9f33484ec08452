import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registrationWindow, signUpBlock } from '../public/places';
import { publicApi } from '../public/publicApi';
import type { PublicCompetitionDetail } from '../public/types';
import { selectIdentity } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { StepHeader } from './StepHeader';
import { useServerNow } from './useServerNow';

/** A competition the picker offers (the back-office list's competitions with a public page). */
export interface PickableCompetition {
  id: number;
  name: string;
  publicLink: string;
}

/**
 * Step 1 of the sign-up dialog when no competition was given (docs/back-office-additions.md "Sign-up
 * dialog flow"; docs/back-office-additions.md): pick one; a competition that takes no sign-up now
 * says why and cannot go on.
 */
export const CompetitionPickDialog = ({
  competitions,
  initial,
  laterSteps,
  skipWhenReady,
  onNext,
  onClose,
}: {
  competitions: PickableCompetition[];
  initial: PickableCompetition | null;
  /** the steps that follow, for the step header */
  laterSteps: ('user' | 'squad' | 'data')[];
  /** a given competition: go on by itself once it is loaded and takes sign-ups */
  skipWhenReady: boolean;
  onNext: (competition: PublicCompetitionDetail) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [chosen, setChosen] = useState<PickableCompetition | null>(initial);
  const audience = useAppSelector(selectIdentity)?.id ?? 0;
  const detail = publicApi.usePublicCompetitionQuery(
    chosen ? { publicLink: chosen.publicLink, audience } : skipToken,
  );
  const competition = chosen && detail.data && !detail.isFetching ? detail.data : null;
  const bounds = competition ? registrationWindow(competition) : null;
  const serverNow = useServerNow([bounds?.start ?? null, bounds?.end ?? null]);
  const block = competition ? signUpBlock(competition, serverNow) : null;
  const ready = competition !== null && block === null;
  useEffect(() => {
    if (skipWhenReady && ready && chosen?.id === initial?.id) onNext(competition);
  }, [skipWhenReady, ready]);

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="signup-pick-title"
      data-testid="signup-dialog"
      data-step="competition"
    >
      <DialogTitle id="signup-pick-title">{t('signUp.competition.title')}</DialogTitle>
      <DialogContent dividers>
        <StepHeader steps={['competition', ...laterSteps]} step="competition" />
        {detail.isFetching && <LinearProgress aria-label={t('signUp.dialog.working')} sx={{ mb: 2 }} />}
        {chosen && detail.isError && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="signup-competition-error">
            {t('signUp.competition.loadFailed')}
          </Alert>
        )}
        {block && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            data-testid="signup-competition-blocked"
            data-block={block}
          >
            {t(`publicPortal.signUpBlock.${block}`)}
          </Alert>
        )}
        <Autocomplete
          options={competitions}
          value={chosen}
          onChange={(_event, next) => setChosen(next)}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText={t('signUp.competition.noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('signUp.competition.label')}
              helperText={t('signUp.competition.help')}
              required
              slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'signup-competition' } }}
            />
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} data-testid="signup-close">
          {t('signUp.dialog.close')}
        </Button>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={() => competition && onNext(competition)}
          data-testid="signup-next"
        >
          {t('signUp.dialog.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
