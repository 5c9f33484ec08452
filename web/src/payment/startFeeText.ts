import { startFee } from '@portal/contracts/start-fee';
import { useTranslation } from 'react-i18next';
import { formatCents, useInvoicesQuery } from './billingApi';
import './billingTexts';

/**
 * The start fee a competition owes, as a sentence for the pay confirmation (the plausibility
 * check before "paid" is set; docs/club-invoices-and-exports.md).
 */
export function useStartFeeText(): (competition: { event: boolean; division_ids: number[] }) => string {
  const { t, i18n } = useTranslation();
  return (competition) => {
    const fee = startFee({ event: competition.event, divisionCount: competition.division_ids.length });
    return t(`invoice.fee.${fee.rule}`, { amount: formatCents(fee.minimumCents, i18n.language) });
  };
}

interface PayCheckCompetition {
  id: number;
  event: boolean;
  division_ids: number[];
  club: { id: number };
}

/**
 * The pay confirmation's plausibility text: the start fee, and when a competition that owes it is
 * about to be marked paid without a valid invoice (none issued, or cancelled by a credit note), a
 * note saying so (docs/club-invoices-and-exports.md). Asks payment for the club's invoices only then.
 */
export function usePayCheckText(competition: PayCheckCompetition | null, markingPaid: boolean): string {
  const { t } = useTranslation();
  const feeText = useStartFeeText();
  const due = competition !== null && markingPaid && !competition.event;
  const invoices = useInvoicesQuery({ clubId: competition?.club.id }, { skip: !due });
  if (!competition) return '';
  const invoiced = invoices.data?.content.some(
    (invoice) =>
      invoice.kind === 'INVOICE' && invoice.competitionId === competition.id && !invoice.cancelledBy,
  );
  const note = due && invoices.data && !invoiced ? ` ${t('invoice.noInvoiceYet')}` : '';
  return `${feeText(competition)}${note}`;
}
