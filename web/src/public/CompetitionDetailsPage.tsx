import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { messageFromQueryError } from '../api/errorMessage';
import { bootAnswer, dropBootAnswer } from '../boot/bootAnswer';
import { useMessage } from '../i18n/useMessage';
import { PageTitle } from '../pages/PageTitle';
import { PATHS } from '../routes/paths';
import { MapLink, PlacesText, StatusBadges, useRegionLabel } from './components/CompetitionParts';
import { squadColumns, typeLabel } from './competitionPage';
import { PublicTable } from './components/CompetitionTable';
import { uploadLabel } from './components/DownloadMenu';
import { CompetitionMarks } from './components/FavouriteButton';
import { BankSection, ContactLines, InfoSection, Line, LinkLine } from './components/InfoSection';
import { Tag } from './components/Tag';
import { formatClock, formatDate, formatDateRange, formatDateTime, formatEuro, formatTime } from './format';
import { ParticipantsTable } from './ParticipantsTable';
import { usePublicCompetitionQuery } from './publicApi';
import { competitionApiPath } from './publicApiPaths';
import { publicPaths } from './publicPaths';
import './publicTexts';
import type { PublicCompetitionDetail, PublicSquad } from './types';
import { useDownload } from './useDownload';
import { SignUpButton } from '../signup/SignUpButton';

/** Answers that mean "no such competition": the visitor goes to the list (public-portal.md section 2). */
const MISSING = ['COMPETITION_DOESNT_EXIST', 'NOT_FOUND'];

const DetailRow = ({ label, children, testId }: { label: string; children: ReactNode; testId: string }) =>
  children === null || children === undefined || children === '' ? null : (
    <TableRow data-testid={testId}>
      <TableCell
        component="th"
        scope="row"
        sx={{ width: { sm: 240 }, color: 'text.secondary', verticalAlign: 'top' }}
      >
        {label}
      </TableCell>
      <TableCell>{children}</TableCell>
    </TableRow>
  );

const paymentOptions = (competition: PublicCompetitionDetail): string[] =>
  [
    competition.payOnSite && 'payOnSite',
    competition.paymentViaDeposit && 'paymentViaDeposit',
    competition.paymentWithWirecard && 'paymentWithWirecard',
  ].filter((option): option is string => Boolean(option));

const DetailTable = ({ competition }: { competition: PublicCompetitionDetail }) => {
  const { t, i18n } = useTranslation();
  const region = useRegionLabel();
  const address = [
    competition.address,
    [competition.zip, competition.city].filter(Boolean).join(' '),
    region(competition.country, competition.state),
  ]
    .filter(Boolean)
    .join(', ');
  const payments = paymentOptions(competition);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" data-testid="competition-detail-table">
        <TableBody>
          <DetailRow label={t('publicPortal.details.type')} testId="detail-type">
            {typeLabel(competition)}
          </DetailRow>
          <DetailRow label={t('publicPortal.details.level')} testId="detail-level">
            {competition.levelName}
          </DetailRow>
          <DetailRow label={t('publicPortal.details.stages')} testId="detail-stages">
            {competition.stages ?? null}
          </DetailRow>
          <DetailRow label={t('publicPortal.details.minimumShots')} testId="detail-minimum-shots">
            {competition.minimumShots ?? null}
          </DetailRow>
          <DetailRow label={t('publicPortal.details.fee')} testId="detail-fee">
            {formatEuro(competition.nominationFee, i18n.language)}
          </DetailRow>
          <DetailRow label={t('publicPortal.details.payment')} testId="detail-payment">
            {payments.map((option) => t(`publicPortal.payment.${option}`)).join(', ')}
          </DetailRow>
          <DetailRow label={t('publicPortal.details.registration')} testId="detail-registration">
            {competition.registration
              ? [formatDateTime(competition.registrationStart), formatDateTime(competition.registrationEnd)]
                  .filter(Boolean)
                  .join(' – ')
              : t('publicPortal.details.noRegistration')}
          </DetailRow>
          {competition.nationalCompetition && (
            <DetailRow label={t('publicPortal.details.national')} testId="detail-national">
              {t('publicPortal.details.nationalText')}
            </DetailRow>
          )}
          <DetailRow label={t('publicPortal.details.address')} testId="detail-address">
            {address && (
              <>
                {address}
                {competition.googleMapsLink && (
                  <MapLink href={competition.googleMapsLink} testId="detail-map" />
                )}
              </>
            )}
          </DetailRow>
          <DetailRow label={t('publicPortal.details.contact')} testId="detail-contact">
            {(competition.contactName || competition.contactEmail || competition.contactTelephone) && (
              <ContactLines
                name={competition.contactName}
                email={competition.contactEmail}
                telephone={competition.contactTelephone}
              />
            )}
          </DetailRow>
          {!competition.event && (
            <>
              <DetailRow label={t('publicPortal.details.divisions')} testId="detail-divisions">
                {competition.division.map((division) => division.name).join(', ')}
              </DetailRow>
              <DetailRow label={t('publicPortal.details.classes')} testId="detail-classes">
                {competition.competitionClass.map((item) => item.name).join(', ')}
              </DetailRow>
              <DetailRow label={t('publicPortal.details.factors')} testId="detail-factors">
                {competition.factor.map((factor) => factor.name).join(', ')}
              </DetailRow>
            </>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const Downloads = ({ competition }: { competition: PublicCompetitionDetail }) => {
  const { t } = useTranslation();
  const message = useMessage();
  const download = useDownload();
  const [failed, setFailed] = useState<string[]>([]);
  return (
    <InfoSection title={t('publicPortal.details.downloads')} testId="competition-downloads">
      {competition.competitionUploads.length === 0 ? (
        <Line>{message('NO_DOWNLOADS_AVAILABLE')}</Line>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
          {competition.competitionUploads.map((upload) => (
            <Button
              key={upload.document.publicId}
              size="small"
              startIcon={<DescriptionIcon />}
              disabled={failed.includes(upload.document.publicId)}
              onClick={async () => {
                if (!(await download(upload.document)))
                  setFailed((ids) => [...ids, upload.document.publicId]);
              }}
              data-testid={`competition-download-${upload.document.publicId}`}
              sx={{ textAlign: 'left' }}
            >
              {uploadLabel(upload)}
            </Button>
          ))}
        </Box>
      )}
    </InfoSection>
  );
};

/** Badges of a squad: full, waiting list only, code required. */
const SquadBadges = ({ squad }: { squad: PublicSquad }) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {squad.full && (
        <Tag tone="error" testId={`squad-full-${squad.id}`}>
          {t('publicPortal.squads.full')}
        </Tag>
      )}
      {!squad.full && squad.waitingListOnly && (
        <Tag tone="warning" testId={`squad-waiting-list-only-${squad.id}`}>
          {t('publicPortal.squads.waitingListOnly')}
        </Tag>
      )}
      {squad.requireCode && (
        <Tag tone="info" testId={`squad-code-${squad.id}`}>
          {t('publicPortal.squads.requireCode')}
        </Tag>
      )}
    </Box>
  );
};

const Squads = ({ competition }: { competition: PublicCompetitionDetail }) => {
  const { t } = useTranslation();
  if (competition.squads.length === 0) return null;
  const columns = new Set(squadColumns(competition.event));
  return (
    <Box sx={{ mt: 3 }} data-testid="competition-squads">
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t(competition.event ? 'publicPortal.squads.eventTitle' : 'publicPortal.squads.title')}
      </Typography>
      <PublicTable
        head={
          <>
            {squadColumns(competition.event).map((column) => (
              <TableCell key={column}>{t(`publicPortal.squads.${column}`)}</TableCell>
            ))}
          </>
        }
      >
        {competition.squads.map((squad) => {
          const from = formatClock(squad.startTime);
          const to = formatClock(squad.endTime);
          return (
            <TableRow key={squad.id} data-testid={`squad-row-${squad.id}`}>
              {columns.has('name') && (
                <TableCell sx={{ minWidth: 140 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {squad.name}
                  </Typography>
                  {squad.information && (
                    <Typography variant="caption" color="text.secondary" display="block">
                      {squad.information}
                    </Typography>
                  )}
                  {squad.resultListLink && (
                    <Link
                      href={squad.resultListLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="caption"
                    >
                      {t('publicPortal.downloads.resultList')}
                    </Link>
                  )}
                </TableCell>
              )}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(squad.startDate)}
                {(from || to) && (
                  <Typography variant="caption" display="block">
                    {[from, to].filter(Boolean).join(' – ')}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`squad-places-${squad.id}`}>
                {t('publicPortal.squads.freeOf', {
                  free: Math.max(0, squad.free),
                  total: squad.squadSize,
                })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`squad-waiting-${squad.id}`}>
                {squad.maxWaitingListSize > 0
                  ? t('publicPortal.squads.freeOf', {
                      free: Math.max(0, squad.waitingListFree),
                      total: squad.maxWaitingListSize,
                    })
                  : '–'}
              </TableCell>
              <TableCell>
                <SquadBadges squad={squad} />
              </TableCell>
              {columns.has('stands') && (
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {squad.stands.map((stand) => (
                      <Tag
                        key={stand.id}
                        tone={stand.free ? 'success' : 'neutral'}
                        testId={`squad-stand-${stand.id}`}
                        data={{ 'data-free': stand.free }}
                      >
                        {stand.free ? stand.name : `${stand.name} (${t('publicPortal.squads.taken')})`}
                      </Tag>
                    ))}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </PublicTable>
    </Box>
  );
};

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
      <ParticipantsTable competitionId={competition.id} event={competition.event} />
    </Box>
  );
};

export default CompetitionDetailsPage;
