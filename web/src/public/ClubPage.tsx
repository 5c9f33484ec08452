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
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { messageFromQueryError } from '../api/errorMessage';
import { useMessage } from '../i18n/useMessage';
import { PageTitle } from '../pages/PageTitle';
import { PATHS } from '../routes/paths';
import { PlacesText, StatusBadges } from './components/CompetitionParts';
import { TABLE_SX } from './components/CompetitionTable';
import { InfoSection, Line } from './components/InfoSection';
import { formatDateRange, imageUrl } from './format';
import { usePublicClubQuery, usePublicCompetitionsQuery } from './publicApi';
import { publicPaths } from './publicPaths';
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
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" sx={TABLE_SX}>
            <TableHead>
              <TableRow>
                <TableCell>{t('publicPortal.columns.date')}</TableCell>
                <TableCell>{t('publicPortal.columns.name')}</TableCell>
                <TableCell>{t('publicPortal.columns.type')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('publicPortal.columns.place')}
                </TableCell>
                {!archive && <TableCell>{t('publicPortal.columns.places')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {competitions.map((competition) => (
                <TableRow hover key={competition.id} data-testid={`club-competition-${competition.id}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateRange(competition.competitionDate, competition.competitionEndDate)}
                  </TableCell>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={publicPaths.competition(competition.publicLink)}
                      underline="hover"
                    >
                      {competition.name}
                    </Link>
                    <StatusBadges competition={competition} />
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
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};

/** `#/vereine/{publicLinkId}`: a club's public page with its competitions. */
const ClubPage = () => {
  const { t } = useTranslation();
  const message = useMessage();
  const { publicLinkId = '' } = useParams();
  const query = usePublicClubQuery(publicLinkId);
  const club = query.data;

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
    code ? t(`publicPortal.countries.${code}`, { defaultValue: code.toUpperCase() }) : '';
  const hasMatchAddress = Boolean(club.matchAddress || club.matchCity);
  const bank = club.bankInformation;
  const contact = club.contact;
  const contactName =
    contact.fullName || [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null;

  return (
    <Box data-testid="page-club" data-club={club.id}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        {logo && (
          <Box
            component="img"
            src={logo}
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
          <Line>
            {contactName &&
              [
                contact.salutation
                  ? t(`publicPortal.salutations.${contact.salutation}`, { defaultValue: '' })
                  : '',
                contactName,
              ]
                .filter(Boolean)
                .join(' ')}
          </Line>
          {contact.email && (
            <Line>
              <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
            </Line>
          )}
          {contact.telephone && (
            <Line>
              <Link href={`tel:${contact.telephone.replace(/\s+/g, '')}`}>{contact.telephone}</Link>
            </Line>
          )}
          {!contactName && !contact.email && !contact.telephone && <Line>–</Line>}
        </InfoSection>
        {bank && (bank.iban || bank.name) && (
          <InfoSection title={t('publicPortal.club.bank')} testId="club-bank">
            <Line>{bank.name}</Line>
            {bank.iban && <Line testId="club-iban">{`${t('publicPortal.bank.iban')}: ${bank.iban}`}</Line>}
            {bank.bic && <Line>{`${t('publicPortal.bank.bic')}: ${bank.bic}`}</Line>}
          </InfoSection>
        )}
        {(club.websiteLink || club.googleMapsLink) && (
          <InfoSection title={t('publicPortal.club.links')} testId="club-links">
            {club.websiteLink && (
              <Line>
                <Link
                  href={club.websiteLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="club-website"
                >
                  {t('publicPortal.club.website')}
                </Link>
              </Line>
            )}
            {club.googleMapsLink && (
              <Line>
                <Link
                  href={club.googleMapsLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="club-map"
                >
                  {t('publicPortal.club.map')}
                </Link>
              </Line>
            )}
          </InfoSection>
        )}
      </Box>
      <ClubCompetitions club={club} />
    </Box>
  );
};

export default ClubPage;
