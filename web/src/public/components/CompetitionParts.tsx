import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { publicPaths } from '../publicPaths';
import { placesSummary, signUpBlock } from '../places';
import type { Places, PublicCompetition } from '../types';
import { Tag } from './Tag';

/** The region of a competition: its state's name where the country has a state list. */
export const useRegionLabel = () => {
  const { t } = useTranslation();
  return (country: string | null, state: string | null): string => {
    if (!state) return '';
    if (country === 'at' || country === 'de')
      return t(`publicPortal.states.${country}.${state}`, { defaultValue: state });
    return state;
  };
};

/** Free places "free / total" with a waiting-list or full hint. */
export const PlacesText = ({ id, places }: { id: number; places: Places }) => {
  const { t } = useTranslation();
  const summary = placesSummary(places);
  return (
    <Box data-testid={`competition-places-${id}`} data-state={summary.state}>
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
        color={
          summary.state === 'free' ? 'success.main' : summary.state === 'none' ? 'text.secondary' : 'error'
        }
        data-testid={`competition-places-text-${id}`}
      >
        {summary.text}
      </Typography>
      {summary.state === 'waitingList' && (
        <Typography variant="caption" display="block" color="warning.main">
          {t('publicPortal.places.waitingListOnly', { count: summary.waitingListFree })}
        </Typography>
      )}
      {summary.state === 'full' && (
        <Typography variant="caption" display="block" color="error">
          {t('publicPortal.places.full')}
        </Typography>
      )}
    </Box>
  );
};

/** Badges of the spec: cancelled and inactive (resources.competitionshow.*). */
export const StatusBadges = ({
  competition,
}: {
  competition: Pick<PublicCompetition, 'id' | 'cancelled' | 'active'>;
}) => {
  const { t } = useTranslation();
  return (
    <>
      {competition.cancelled && (
        <Tag tone="error" ml={1} testId={`competition-cancelled-${competition.id}`}>
          {t('resources.competitionshow.competitionCancelled')}
        </Tag>
      )}
      {!competition.active && (
        <Tag tone="warning" ml={1} testId={`competition-inactive-${competition.id}`}>
          {t('resources.competitionshow.competitionInactive')}
        </Tag>
      )}
    </>
  );
};

export const DetailsButton = ({
  competition,
}: {
  competition: Pick<PublicCompetition, 'id' | 'publicLink'>;
}) => {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="outlined"
      component={RouterLink}
      to={publicPaths.competition(competition.publicLink)}
      data-testid={`competition-details-${competition.id}`}
    >
      {t('publicPortal.list.details')}
    </Button>
  );
};

/**
 * Sign-up: disabled with its reason when no place is free or the registration is not open; else
 * it opens the competition page with its sign-up dialog (`?signUp=true`).
 */
export const RegisterButton = ({ competition }: { competition: PublicCompetition }) => {
  const { t } = useTranslation();
  const block = signUpBlock(competition);
  const reason = block ? t(`publicPortal.signUpBlock.${block}`) : undefined;
  // a disabled button gets no pointer events: its wrapper carries the reason
  return (
    <span title={reason}>
      <Button
        size="small"
        variant="contained"
        disabled={block !== null}
        component={RouterLink}
        to={`${publicPaths.competition(competition.publicLink)}?signUp=true`}
        aria-label={reason ? `${t('publicPortal.list.register')} (${reason})` : undefined}
        data-testid={`competition-register-${competition.id}`}
        data-blocked={block ?? ''}
      >
        {t('publicPortal.list.register')}
      </Button>
    </span>
  );
};

/** The competition's name linking to its page, then its badges (cancelled, inactive). */
export const CompetitionName = ({
  competition,
  testId,
  bold,
}: {
  competition: PublicCompetition;
  testId?: string;
  bold?: boolean;
}) => (
  <>
    <Link
      component={RouterLink}
      to={publicPaths.competition(competition.publicLink)}
      underline="hover"
      sx={bold ? { fontWeight: 500 } : undefined}
      data-testid={testId}
    >
      {competition.name}
    </Link>
    <StatusBadges competition={competition} />
  </>
);

/** "Map" beside a place, opening its map link in a new tab. */
export const MapLink = ({ href, testId }: { href: string; testId: string }) => {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ ml: 1 }} data-testid={testId}>
      {t('publicPortal.card.map')}
    </Link>
  );
};
