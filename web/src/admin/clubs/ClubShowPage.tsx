import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryLabel } from '../../geo/CountryFlag';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../i18n/dates';
import { formatIban } from '../../public/format';
import { PageTitle } from '../../pages/PageTitle';
import { PATHS } from '../../routes/paths';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { ADMIN_PATHS, routeId } from '../adminPaths';
import { FormSection, ShowField } from '../common/FormParts';
import { TitleActions } from '../common/ListParts';
import { useScrollTop } from '../common/hooks';
import { useNotificationTypeLabel } from '../common/NotificationBlocksEditor';
import { RecordState } from '../common/PageState';
import { ClubAdminsSection } from './ClubAdmins';
import { clubAccess, contactName } from './clubForm';
import { useClubQuery, type Club } from './clubsApi';
import './clubTexts';
import { LogoPreview } from './LogoInput';

/** The club's notification blocks, read only (the HTML was sanitized by the catalog when saved). */
const NotificationBlocks = ({ blocks }: { blocks: NonNullable<Club['notificationBlocks']> }) => {
  const { t } = useTranslation();
  const label = useNotificationTypeLabel();
  return (
    <FormSection title={t('clubs.sections.notificationBlocks')}>
      {blocks.length === 0 ? (
        <ShowField label={t('clubs.sections.notificationBlocks')} value={t('notificationBlocks.none')} wide />
      ) : (
        blocks.map((block) => (
          <ShowField
            key={block.type.id}
            label={label(block.type)}
            wide
            value={
              <Box
                data-testid={`club-show-notification-block-${block.type.id}`}
                sx={{ '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } }}
                // sanitized by the catalog (rich-text.ts allow-list) before it was stored
                dangerouslySetInnerHTML={{ __html: block.text }}
              />
            }
          />
        ))
      )}
    </FormSection>
  );
};

const ClubDetails = ({ club, admin }: { club: Club; admin: boolean }) => {
  const { t } = useTranslation();
  const field = (key: string, value: ReactNode, wide = false) => (
    <ShowField label={t(`clubs.fields.${key}`)} value={value} wide={wide} />
  );
  const country = (code: string | null) =>
    code ? <CountryLabel code={code} name={t(`clubs.countries.${code}`, { defaultValue: code })} /> : '';
  const yesNo = (value: boolean) => t(value ? 'clubs.yes' : 'clubs.no');
  const salutation = club.contact?.salutation;
  return (
    <>
      <FormSection title={t('clubs.sections.club')}>
        {field('name', club.name)}
        {field('longName', club.longName)}
        {field('shortName', club.shortName)}
        {field('publicLinkId', club.publicLinkId)}
        {admin ? (
          <>
            <ShowField
              label={t('clubs.fields.active')}
              value={
                <Chip
                  size="small"
                  color={club.active ? 'success' : 'error'}
                  variant={club.active ? 'outlined' : 'filled'}
                  label={t(club.active ? 'clubs.active' : 'clubs.blocked')}
                />
              }
            />
            {field('unlisted', yesNo(club.unlisted))}
            {field('paymentUntil', club.paymentUntil ? formatDate(club.paymentUntil) : '')}
          </>
        ) : null}
      </FormSection>
      <FormSection title={t('clubs.sections.address')}>
        {field('address', club.address, true)}
        {field('zip', club.zip)}
        {field('city', club.city)}
        {field('country', country(club.country))}
      </FormSection>
      <FormSection title={t('clubs.sections.matchAddress')}>
        {field('matchAddress', club.matchAddress, true)}
        {field('matchZip', club.matchZip)}
        {field('matchCity', club.matchCity)}
        {field('matchCountry', country(club.matchCountry))}
      </FormSection>
      <FormSection title={t('clubs.sections.links')}>
        {field('websiteLink', club.websiteLink)}
        {field('googleMapsLink', club.googleMapsLink)}
      </FormSection>
      <FormSection title={t('clubs.sections.logo')}>
        {club.logo ? <LogoPreview logo={club.logo} clubName={club.name} /> : field('logo', '')}
      </FormSection>
      <FormSection title={t('clubs.tabs.bank')}>
        {field('bankInformation.name', club.bankInformation?.name, true)}
        {field('bankInformation.bic', club.bankInformation?.bic)}
        {field(
          'bankInformation.iban',
          club.bankInformation?.iban ? formatIban(club.bankInformation.iban) : club.bankInformation?.iban,
        )}
      </FormSection>
      <FormSection title={t('clubs.tabs.contact')}>
        {field(
          'contact.salutation',
          salutation ? t(`clubs.salutations.${salutation}`, { defaultValue: salutation }) : '',
        )}
        {field('contact.lastName', contactName(club))}
        {field('contact.email', club.contact?.email)}
        {field('contact.telephone', club.contact?.telephone)}
      </FormSection>
      {admin ? (
        <FormSection title={t('clubs.tabs.invoice')}>
          {field('bmdAccountNumber', club.bmdAccountNumber)}
          {field('invoiceName', club.invoiceName)}
          {field('invoiceMail', club.invoiceMail)}
        </FormSection>
      ) : null}
      <ClubAdminsSection clubId={club.id} />
      <NotificationBlocks blocks={club.notificationBlocks ?? []} />
    </>
  );
};

/**
 * Read-only view of a club: `clubs/:id/show` (a row click of the list opens it) and the club
 * admin's `clubProfile/:clubId/show` (the menu's club profile), each with an edit button.
 */
const ClubShowPage = ({ profile = false }: { profile?: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const access = clubAccess(useAppSelector(selectPermissions));
  const id = routeId(profile ? params.clubId : params.id);
  const backTo = profile ? PATHS.dashboard : ADMIN_PATHS.clubs;
  useScrollTop();
  const club = useClubQuery(id ?? 0, { skip: id === null });
  if (id === null) return <Navigate to={backTo} replace />;
  const name = club.data?.name ?? '';
  return (
    <Box data-testid={profile ? 'club-profile-show-page' : 'club-show-page'} sx={{ maxWidth: 900 }}>
      <PageTitle>
        {profile ? t('clubs.profileShowTitle', { name }) : t('clubs.showTitle', { name })}
      </PageTitle>
      <TitleActions>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(backTo)}>
          {profile ? t('clubs.toDashboard') : t('admin.common.backToList')}
        </Button>
        {club.data ? (
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            onClick={() => navigate(profile ? ADMIN_PATHS.clubProfile(id) : ADMIN_PATHS.clubEdit(id))}
            data-testid="club-show-edit"
          >
            {t('admin.common.edit')}
          </Button>
        ) : null}
      </TitleActions>
      {club.data ? (
        <ClubDetails club={club.data} admin={access.admin} />
      ) : (
        <RecordState error={club.error} backTo={backTo} testId="club-show" />
      )}
    </Box>
  );
};

export default ClubShowPage;
