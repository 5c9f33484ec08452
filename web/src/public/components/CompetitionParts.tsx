import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { publicPaths } from '../publicPaths';
import { useSignUpBlock } from '../../signup/useSignUpBlock';
import { placesSummary } from '../places';
import type { Places, PublicCompetition } from '../types';
import { Tag } from './Tag';
import { CountryLabel } from '../../geo/CountryFlag';
import { countryName } from '../../geo/countries';
import { livePlaces, useLiveCompetition } from '../../live/useLivePlaces';

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

/**
 * The region cell of the lists: the country's flag and the state (the country's name where there
 * is no state), so a country is never shown without its flag (docs/people-data-and-consent.md).
 */
export const RegionLabel = ({ country, state }: { country: string | null; state: string | null }) => {
  const { i18n } = useTranslation();
  const region = useRegionLabel();
  const text = region(country, state) || countryName(country, i18n.language);
  if (!text) return null;
  return <CountryLabel code={country} name={text} />;
};

/** Free places "free / total" with a waiting-list or full hint. */
export const PlacesText = ({ id, places }: { id: number; places: Places }) => {
  const { t } = useTranslation();
  // live figures where the view follows the competition (docs/live-places.md)
  const summary = placesSummary(livePlaces(places, useLiveCompetition(id)));
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
  // opens and closes by the server's clock and the live places, without a reload
  const { block, note } = useSignUpBlock(competition);
  const reason = note
    ? t(`publicPortal.signUpBlock.${note.key}`, { when: note.when })
    : block
      ? t(`publicPortal.signUpBlock.${block}`)
      : undefined;
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

/**
 * An event's subtitle (its `eventName`) on a line under its name; nothing for competitions or
 * events without one (docs/events.md).
 */
export const EventSubtitle = ({
  competition,
  heading,
}: {
  competition: Pick<PublicCompetition, 'id' | 'event' | 'eventName'>;
  /** under the page title: a paragraph in the subtitle size */
  heading?: boolean;
}) =>
  competition.event && competition.eventName ? (
    <Typography
      component={heading ? 'p' : 'span'}
      variant={heading ? 'subtitle1' : 'body2'}
      color="text.secondary"
      sx={{ display: 'block', overflowWrap: 'anywhere', mt: heading ? -1 : 0, mb: heading ? 1 : 0 }}
      data-testid={`competition-event-name-${competition.id}`}
    >
      {competition.eventName}
    </Typography>
  ) : null;

/** The competition's name linking to its page, then its badges (cancelled, inactive), then an event's subtitle. */
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
    <EventSubtitle competition={competition} />
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
