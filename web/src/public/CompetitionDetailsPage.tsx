import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { messageFromQueryError } from '../api/errorMessage';
import { bootAnswer, dropBootAnswer } from '../boot/bootAnswer';
import { PageTitle } from '../pages/PageTitle';
import { PATHS } from '../routes/paths';
import { EventSubtitle, PlacesText, StatusBadges } from './components/CompetitionParts';
import { CompetitionMarks } from './components/FavouriteButton';
import { BankSection, InfoSection, LinkLine } from './components/InfoSection';
import { formatDateRange, formatTime } from './format';
import { usePublicCompetitionQuery } from './publicApi';
import { competitionApiPath } from './publicApiPaths';
import { publicPaths } from './publicPaths';
import './publicTexts';
import type { PublicCompetitionDetail } from './types';
import { SignUpButton } from '../signup/SignUpButton';
import { FairQueuePanel } from '../signup/fair/FairQueuePanel';
import { DetailTable } from './details/CompetitionDetailTable';
import { Downloads } from './details/CompetitionDownloads';
import { Squads } from './details/CompetitionSquads';
import { useLivePlaces } from '../live/useLivePlaces';

/**
 * The participant list (with its table, filter and paging) stands at the page's end, below the
 * first screen: it loads after the page (docs/web-app.md, first-load budget).
 */
const ParticipantsTable = lazy(() =>
  import('./ParticipantsTable').then((module) => ({ default: module.ParticipantsTable })),
);

/** Answers that mean "no such competition": the visitor goes to the list (docs/web-usability.md). */
const MISSING = ['COMPETITION_DOESNT_EXIST', 'NOT_FOUND'];

/** `#/competitionDetails/{publicLink}`: the public page of one competition or event. */
const CompetitionDetailsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { publicLink = '' } = useParams();
  const query = usePublicCompetitionQuery(publicLink);
  // a guest's first render shows what index.html's boot script painted, until the answer is in
  const competition =
    query.data ??
    (query.isError ? undefined : bootAnswer<PublicCompetitionDetail>(competitionApiPath(publicLink)));
  const answered = query.data !== undefined;
  // free places and waiting lists follow every sign-up while the page is open (docs/live-places.md)
  useLivePlaces(competition ? [competition.id] : []);
  useEffect(() => {
    if (answered) dropBootAnswer();
  }, [answered]);
  const errorKey = query.error && 'status' in query.error ? messageFromQueryError(query.error) : null;
  const missing =
    query.isError &&
    (MISSING.includes(errorKey ?? '') ||
      (query.error && 'status' in query.error && query.error.status === 404));

  // the error dialog (shared error channel) shows COMPETITION_DOESNT_EXIST over the list
  useEffect(() => {
    if (missing) navigate(PATHS.competitionList, { replace: true });
  }, [missing, navigate]);

  if (query.isError) {
    return (
      <Alert severity="error" data-testid="competition-error">
        {t('publicPortal.details.loadFailed')}
      </Alert>
    );
  }
  if (!competition) return <LinearProgress aria-label={t('app.loading')} />;

  const hasLinks = competition.announcementLink || competition.resultListLink || competition.clubWebsiteLink;
  const start = formatTime(competition.competitionDate);
  return (
    <Box data-testid="page-competition" data-competition={competition.id}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <PageTitle>{competition.name}</PageTitle>
          <EventSubtitle competition={competition} heading />
        </Box>
        <CompetitionMarks competition={competition} size="medium" />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography data-testid="competition-dates" sx={{ fontWeight: 500 }}>
          {formatDateRange(competition.competitionDate, competition.competitionEndDate)}
          {start && start !== '00:00' ? `, ${start}` : ''}
        </Typography>
        <Typography color="text.secondary">
          ·{' '}
          <Link
            component={RouterLink}
            to={publicPaths.club(competition.club.publicLinkId)}
            data-testid="competition-club-link"
          >
            {competition.club.name}
          </Link>
        </Typography>
        <StatusBadges competition={competition} />
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('publicPortal.columns.places')}:
          </Typography>
          <PlacesText id={competition.id} places={competition.places} />
          <SignUpButton competition={competition} />
        </Box>
      </Box>

      {competition.fairOpening && <FairQueuePanel competition={competition} />}
      {competition.information && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, overflowWrap: 'anywhere' }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('publicPortal.details.information')}
          </Typography>
          {/* sanitized by the catalog with an allow-list (no scripts, styles or event handlers) */}
          <Box
            data-testid="competition-information"
            sx={{ '& p:first-of-type': { mt: 0 }, '& img': { maxWidth: '100%' } }}
            dangerouslySetInnerHTML={{ __html: competition.information }}
          />
        </Paper>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <DetailTable competition={competition} />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <BankSection
            title={t('publicPortal.details.bank')}
            bank={competition.club.bankInformation}
            testId="competition-bank"
          />
          {hasLinks && (
            <InfoSection title={t('publicPortal.details.links')} testId="competition-links">
              {competition.announcementLink && (
                <LinkLine icon href={competition.announcementLink} testId="competition-announcement">
                  {t('publicPortal.details.announcement')}
                </LinkLine>
              )}
              {competition.resultListLink && (
                <LinkLine icon href={competition.resultListLink} testId="competition-result-list">
                  {t('publicPortal.downloads.resultList')}
                </LinkLine>
              )}
              {competition.clubWebsiteLink && (
                <LinkLine icon href={competition.clubWebsiteLink} testId="competition-club-website">
                  {t('publicPortal.details.clubWebsite')}
                </LinkLine>
              )}
            </InfoSection>
          )}
          <Downloads competition={competition} />
        </Box>
      </Box>
      <Squads competition={competition} />
      <Suspense fallback={null}>
        <ParticipantsTable competitionId={competition.id} event={competition.event} />
      </Suspense>
    </Box>
  );
};

export default CompetitionDetailsPage;
