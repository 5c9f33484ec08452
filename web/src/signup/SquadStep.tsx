import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { squadWhen } from '../myCompetitions/squadChoices';
import type { PublicSquad } from '../public/types';
import { PremiumNote } from './PremiumNote';
import { liveSquad, useLiveCompetition, useLivePlaces } from '../live/useLivePlaces';
import { MULTIPLE_WAITING_LIST, multipleWaitingListSquads, squadChoice } from './signUpLogic';

export interface SquadSelection {
  squadId: number | null;
  /** the squads of the multiple waiting list (squadId 0) */
  squadIds: number[];
}

/** What a squad's option says: free / total, the waiting list, full or code. */
const SquadLabel = ({ squad, mayWait }: { squad: PublicSquad; mayWait: boolean }) => {
  const { t } = useTranslation();
  const choice = squadChoice(squad);
  const when = squadWhen(squad);
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {squad.name}
      </Typography>
      {when && (
        <Typography component="span" variant="body2" color="text.secondary">
          <span data-testid={`signup-squad-when-${squad.id}`}>{when}</span>
        </Typography>
      )}
      <Typography
        variant="body2"
        component="span"
        display="block"
        data-testid={`signup-squad-places-${squad.id}`}
      >
        {t('signUp.squad.places', { free: Math.max(0, squad.free), total: squad.squadSize })}
        {squad.maxWaitingListSize > 0 &&
          ` · ${t('signUp.squad.waitingList', {
            free: Math.max(0, squad.waitingListFree),
            total: squad.maxWaitingListSize,
          })}`}
        {choice === 'waitingList' &&
          ` · ${t(mayWait ? 'signUp.squad.waitingListOnly' : 'signUp.squad.premiumOnly')}`}
        {choice === 'full' && ` · ${t('signUp.squad.full')}`}
        {squad.requireCode && ` · ${t('signUp.squad.requiresCode')}`}
      </Typography>
    </Box>
  );
};

/** Step "squad": one squad, or the waiting-list pseudo-squad 0 with several squads. */
export const SquadStep = ({
  competitionId,
  squads: listed,
  mayWait,
  value,
  onChange,
}: {
  /** its squads' free places and waiting lists stay live (docs/live-places.md) */
  competitionId: number;
  squads: PublicSquad[];
  /** the signer may join waiting lists (a premium feature, docs/premium-features.md) */
  mayWait: boolean;
  value: SquadSelection;
  onChange: (next: SquadSelection) => void;
}) => {
  const { t } = useTranslation();
  useLivePlaces([competitionId]);
  const live = useLiveCompetition(competitionId);
  const squads = listed.map((squad) => liveSquad(squad, live));
  const multiple = multipleWaitingListSquads(squads);
  if (squads.every((squad) => squadChoice(squad) === 'full') && multiple.length === 0)
    return <Alert severity="info">{t('signUp.squad.none')}</Alert>;
  const closed = (squad: PublicSquad) =>
    squadChoice(squad) === 'full' || (!mayWait && squadChoice(squad) === 'waitingList');
  const waitingOffered = multiple.length > 0 || squads.some((squad) => squadChoice(squad) === 'waitingList');
  return (
    <FormControl component="fieldset" fullWidth>
      {!mayWait && waitingOffered && (
        <PremiumNote
          text={t('signUp.squad.premiumNote')}
          linkText={t('signUp.premiumLink')}
          testId="signup-waiting-premium"
        />
      )}
      <FormLabel component="legend">{t('signUp.squad.legend')}</FormLabel>
      <RadioGroup
        value={value.squadId === null ? '' : String(value.squadId)}
        onChange={(event) => onChange({ squadId: Number(event.target.value), squadIds: [] })}
      >
        {squads.map((squad) => (
          <FormControlLabel
            key={squad.id}
            value={String(squad.id)}
            disabled={closed(squad)}
            control={<Radio inputProps={{ 'data-testid': `signup-squad-${squad.id}` } as object} />}
            label={<SquadLabel squad={squad} mayWait={mayWait} />}
          />
        ))}
        {multiple.length > 0 && (
          <FormControlLabel
            value={String(MULTIPLE_WAITING_LIST)}
            disabled={!mayWait}
            control={<Radio inputProps={{ 'data-testid': 'signup-squad-0' } as object} />}
            label={
              mayWait
                ? t('signUp.squad.multipleWaitingList')
                : `${t('signUp.squad.multipleWaitingList')} · ${t('signUp.squad.premiumOnly')}`
            }
          />
        )}
      </RadioGroup>
      {value.squadId === MULTIPLE_WAITING_LIST && (
        <FormControl component="fieldset" sx={{ mt: 1, pl: 4 }}>
          <FormLabel component="legend">{t('signUp.squad.pickSeveral')}</FormLabel>
          <FormHelperText>{t('signUp.squad.multipleWaitingListHelp')}</FormHelperText>
          <FormGroup>
            {multiple.map((squad) => (
              <FormControlLabel
                key={squad.id}
                control={
                  <Checkbox
                    checked={value.squadIds.includes(squad.id)}
                    onChange={(event) =>
                      onChange({
                        squadId: MULTIPLE_WAITING_LIST,
                        squadIds: event.target.checked
                          ? [...value.squadIds, squad.id]
                          : value.squadIds.filter((id) => id !== squad.id),
                      })
                    }
                    inputProps={{ 'data-testid': `signup-waitlist-squad-${squad.id}` } as object}
                  />
                }
                label={`${squad.name}${squadWhen(squad)}`}
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
    </FormControl>
  );
};
