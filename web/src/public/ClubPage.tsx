import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { messageFromQueryError } from '../api/errorMessage';
import { bootAnswer, dropBootAnswer } from '../boot/bootAnswer';
import { useMessage } from '../i18n/useMessage';
import { PageTitle } from '../pages/PageTitle';
import { PATHS } from '../routes/paths';
import { CompetitionName, PlacesText } from './components/CompetitionParts';
import { PublicTable } from './components/CompetitionTable';
import { CountryLabel } from '../geo/CountryFlag';
import { countryName } from '../geo/countries';
import { BankSection, ContactLines, InfoSection, Line, LinkLine } from './components/InfoSection';
import { ResponsiveImage } from '../images/ResponsiveImage';
import { formatDateRange, imageUrl } from './format';
import { usePublicClubQuery, usePublicCompetitionsQuery } from './publicApi';
import { clubApiPath } from './publicApiPaths';
import './publicTexts';
import type { PublicClub } from './types';

/** How many competitions of one club the page lists. */
const CLUB_COMPETITIONS_SIZE = 100;

const ClubCompetitions = ({ club }: { club: PublicClub }) => {
  const { t } = useTranslation();
  const [archive, setArchive] = useState(false);
  const query = usePublicCompetitionsQuery({
    filter: { club: [club.id], archive },
    page: 0,
    size: CLUB_COMPETITIONS_SIZE,
    sort: archive ? 'competitionDate,desc' : 'competitionDate,asc',
  });
  const competitions = query.data?.content ?? [];
  return (
    <Box sx={{ mt: 3 }} data-testid="club-competitions" data-archive={archive}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem', flexGrow: 1 }}>
          {t(archive ? 'publicPortal.club.archived' : 'publicPortal.club.upcoming')}
        </Typography>
        <Button
          variant={archive ? 'contained' : 'outlined'}
          size="small"
          aria-pressed={archive}
          onClick={() => setArchive((current) => !current)}
          data-testid="club-archive-toggle"
        >
          {t('publicPortal.club.showArchive')}
        </Button>
      </Box>
      <Box sx={{ height: 4 }}>
        {query.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
      </Box>
      {query.isSuccess && competitions.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }} data-testid="club-competitions-empty">
          {t('resources.clubs.publicShow.NO_DATA_AVAILABLE')}
        </Typography>
      ) : (
        <PublicTable
          head={
            <>
              <TableCell>{t('publicPortal.columns.date')}</TableCell>
              <TableCell>{t('publicPortal.columns.name')}</TableCell>
              <TableCell>{t('publicPortal.columns.type')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('publicPortal.columns.place')}
              </TableCell>
              {!archive && <TableCell>{t('publicPortal.columns.places')}</TableCell>}
            </>
          }
        >
          {competitions.map((competition) => (
            <TableRow hover key={competition.id} data-testid={`club-competition-${competition.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateRange(competition.competitionDate, competition.competitionEndDate)}
              </TableCell>
              <TableCell>
                <CompetitionName competition={competition} />
              </TableCell>
              <TableCell>{competition.competitionTypeName}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{competition.city}</TableCell>
              {!archive && (
                <TableCell>
                  <PlacesText id={competition.id} places={competition.places} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </PublicTable>
      )}
    </Box>
  );
};

/** `#/vereine/{publicLinkId}`: a club's public page with its competitions. */
const ClubPage = () => {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const { publicLinkId = '' } = useParams();
  const query = usePublicClubQuery(publicLinkId);
  // a guest's first render shows what index.html's boot script painted, until the answer is in
  const club = query.data ?? (query.isError ? undefined : bootAnswer<PublicClub>(clubApiPath(publicLinkId)));
  const answered = query.data !== undefined;
  useEffect(() => {
    if (answered) dropBootAnswer();
  }, [answered]);

  if (query.isError) {
    // the error also goes to the shared error dialog; the page stays empty
    const error = 'status' in query.error ? messageFromQueryError(query.error) : 'INTERNAL_ERROR';
    return (
      <Box data-testid="page-club">
        <Alert severity="error" data-testid="club-error" sx={{ mb: 2 }}>
          {message(error)}
        </Alert>
        <Button component={RouterLink} to={PATHS.clubList} variant="outlined">
          {t('publicPortal.club.backToList')}
        </Button>
      </Box>
    );
  }
  if (!club) return <LinearProgress aria-label={t('app.loading')} />;

  const logo = imageUrl(club.logo);
  const country = (code: string | null) =>
    code ? <CountryLabel code={code} name={countryName(code, i18n.language)} /> : null;
  const hasMatchAddress = Boolean(club.matchAddress || club.matchCity);
  const contact = club.contact;
  const contactName =
    contact.fullName || [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null;

  return (
    <Box data-testid="page-club" data-club={club.id}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        {logo && (
          <ResponsiveImage
            image={club.logo}
            variant="square"
            sizes="96px"
            alt={t('publicPortal.club.logoAlt', { name: club.name })}
            sx={{ width: 96, height: 96, objectFit: 'contain' }}
            data-testid="club-logo"
          />
        )}
        <Box sx={{ flexGrow: 1 }}>
          <PageTitle>{club.name}</PageTitle>
          {club.longName && club.longName !== club.name && (
            <Typography color="text.secondary" data-testid="club-long-name">
              {club.longName}
            </Typography>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        <InfoSection title={t('publicPortal.club.address')} testId="club-address">
          <Line>{club.address}</Line>
          <Line>{[club.zip, club.city].filter(Boolean).join(' ')}</Line>
          <Line>{country(club.country)}</Line>
        </InfoSection>
        {hasMatchAddress && (
          <InfoSection title={t('publicPortal.club.matchAddress')} testId="club-match-address">
            <Line>{club.matchAddress}</Line>
            <Line>{[club.matchZip, club.matchCity].filter(Boolean).join(' ')}</Line>
            <Line>{country(club.matchCountry)}</Line>
          </InfoSection>
        )}
        <InfoSection title={t('publicPortal.club.contact')} testId="club-contact">
          <ContactLines
            name={
              contactName &&
              [
                contact.salutation
                  ? t(`publicPortal.salutations.${contact.salutation}`, { defaultValue: '' })
                  : '',
                contactName,
              ]
                .filter(Boolean)
                .join(' ')
            }
            email={contact.email}
            telephone={contact.telephone}
          />
          {!contactName && !contact.email && !contact.telephone && <Line>–</Line>}
        </InfoSection>
        <BankSection
          title={t('publicPortal.club.bank')}
          bank={club.bankInformation}
          testId="club-bank"
          ibanTestId="club-iban"
        />
        {(club.websiteLink || club.googleMapsLink) && (
          <InfoSection title={t('publicPortal.club.links')} testId="club-links">
            {club.websiteLink && (
              <LinkLine href={club.websiteLink} testId="club-website">
                {t('publicPortal.club.website')}
              </LinkLine>
            )}
            {club.googleMapsLink && (
              <LinkLine href={club.googleMapsLink} testId="club-map">
                {t('publicPortal.club.map')}
              </LinkLine>
            )}
          </InfoSection>
        )}
      </Box>
      <ClubCompetitions club={club} />
    </Box>
  );
};

export default ClubPage;
