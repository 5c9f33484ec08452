import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapLink, useRegionLabel } from '../components/CompetitionParts';
import { typeLabel } from '../competitionPage';
import { ContactLines } from '../components/InfoSection';
import { formatDateTime, formatEuro } from '../format';
import '../publicTexts';
import type { PublicCompetitionDetail } from '../types';
import { CountryFlag } from '../../geo/CountryFlag';

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

/** The facts of a competition: type, level, fee, payment, registration window, address, contact. */
export const DetailTable = ({ competition }: { competition: PublicCompetitionDetail }) => {
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
                <CountryFlag code={competition.country} /> {address}
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
