import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAny } from '../admin/access';
import { useClubsQuery } from '../admin/clubs/clubsApi';
import { ComboInput } from '../admin/common/FormParts';
import { FilterBar } from '../admin/common/ListParts';
import '../admin/common/adminTexts';
import { PageTitle } from '../pages/PageTitle';
import { selectIdentity, selectPermissions } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import './billingTexts';
import { ClubInvoices } from './ClubInvoices';

/** Every club for the admins' picker (docs/club-invoices-and-exports.md: the club list loads 1000). */
const CLUB_CHOICES = { page: 0, size: 1000, sort: 'name,asc' };

/**
 * `/bills`, the menu's "bills" (docs/club-invoices-and-exports.md): a club's invoices from the portal. A
 * club admin sees the own club's; admins and portal admins every club's or one club's
 * (docs/back-office-additions.md). Payment refuses another club's to a club admin as well.
 */
const BillsPage = () => {
  const { t } = useTranslation();
  const permissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  const admin = hasAny(permissions, ['IS_ADMIN', 'IS_PORTAL_ADMIN']);
  const [chosen, setChosen] = useState<number | null>(null);
  const clubs = useClubsQuery(CLUB_CHOICES, { skip: !admin });
  const clubId = admin ? chosen : (identity?.clubId ?? null);
  return (
    <Box data-testid="bills-page">
      <PageTitle>{t('menu.bills')}</PageTitle>
      <Typography sx={{ mb: 2 }}>{t('invoice.billsIntro')}</Typography>
      {admin && (
        <FilterBar label={t('admin.common.filters')}>
          <ComboInput
            filter
            label={t('invoice.club')}
            testId="bills-club"
            value={chosen}
            options={(clubs.data?.content ?? []).map(({ id, name }) => ({ id, name }))}
            loading={clubs.isLoading}
            onChange={setChosen}
            helperText={chosen === null ? t('invoice.allClubs') : undefined}
          />
        </FilterBar>
      )}
      {admin || clubId !== null ? <ClubInvoices clubId={clubId} heading={false} /> : null}
    </Box>
  );
};

export default BillsPage;
