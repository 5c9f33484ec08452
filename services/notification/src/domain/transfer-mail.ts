import { formatViennaDate, type OrderSubmitted } from '@portal/contracts';
import {
  buildEpcPayload,
  EpcError,
  epcQrPng,
  normalizeIban,
  registrationReference,
  registrationTransfer,
} from '@portal/epc';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { clubForMail, type ClubForMail } from '../db/club-blocks';
import { itemById } from '../db/order-items';
import { deputiesOf, wantsSignOnConfirmation } from '../db/recipients';
import { causeKey } from './cause-key';
import { downloadLink, publicOrderItemLink } from './links';
import { localeOf, type Locale, type MailAttachment } from './mail';
import { deliverMail, type DeliveryOutcome } from './mail-delivery';
import type { KindDeps } from './send-kind';
import { greeting } from './templates/greeting';
import { signOnTransferMail, type TransferText } from './templates/sign-on-transfer';

type SubmittedItem = OrderSubmitted['items'][number];

/** The mail log's key of an item's transfer details: one per order item, however often checked out. */
export const transferMailKey = (itemId: number): string => causeKey('sign-on-transfer', String(itemId));

/**
 * The transfer and its EPC QR code, exactly as payment draws the item's `epc` (same function of
 * packages/epc, same club data from catalog, same fee from the same event). No code when the club
 * has no IBAN or its data cannot make a valid one; amount and reference are known anyway.
 */
async function transferOf(
  club: ClubForMail | null,
  item: SubmittedItem,
): Promise<{ text: TransferText; png: Buffer | null }> {
  const reference = registrationReference(item.itemId);
  const none = { amountCents: item.amountCents, reference, holder: null, iban: null, bic: null };
  if (!club?.iban) return { text: none, png: null };
  const transfer = registrationTransfer({ ...club, iban: club.iban }, item);
  try {
    const png = await epcQrPng(buildEpcPayload(transfer));
    const bic = transfer.bic?.replace(/\s+/g, '').toUpperCase() || null;
    return { text: { ...none, holder: transfer.name, iban: normalizeIban(transfer.iban), bic }, png };
  } catch (error) {
    if (error instanceof EpcError) return { text: none, png: null };
    throw error;
  }
}

/**
 * The sign-on confirmation's transfer details of one registration of a bank-transfer checkout
 * (issue 12 item 4): to the registrant unless they deselected `registrationChangeRegistrationSuccess`,
 * with the EPC QR code as an inline image. Only items that pay by transfer now: a place, a fee.
 */
export async function mailTransferDetails(
  tx: DbExecutor,
  deps: KindDeps,
  order: OrderSubmitted,
  item: SubmittedItem,
): Promise<DeliveryOutcome | 'not-due' | 'deselected'> {
  const to = item.email ?? order.email;
  if (order.paymentMethod !== 'DEPOSIT' || item.waitingList || item.amountCents <= 0 || !to) return 'not-due';
  // paid or cancelled meanwhile (the item replica): no transfer is due, as payment shows no code
  const known = await itemById(tx, item.itemId);
  if (known?.paid || known?.cancelled) return 'not-due';
  if (!(await wantsSignOnConfirmation(tx, item.userId))) return 'deselected';
  const club = item.clubId === null ? null : await clubForMail(tx, item.clubId);
  const { text, png } = await transferOf(club, item);
  const cid = `epc-${item.itemId}@portal`;
  const registrant = { firstName: item.firstName ?? '', lastName: item.lastName ?? '' };
  const render = (locale: Locale, addressee: typeof registrant, forName: string | null) =>
    signOnTransferMail(locale, {
      greeting: greeting(locale, addressee),
      forName,
      competitionName: item.competitionName,
      competitionDate: item.competitionDate ? formatViennaDate(item.competitionDate) : null,
      squadName: item.squadName,
      transfer: text,
      qrCid: png ? cid : null,
      club: club?.name
        ? {
            name: club.name,
            logoUrl: club.logoPublicId ? downloadLink(deps.publicBaseUrl, club.logoPublicId) : null,
          }
        : null,
      link: publicOrderItemLink(deps.publicBaseUrl, item.itemId, item.token),
    });
  const attachments: MailAttachment[] = png
    ? [{ filename: `epc-${item.itemId}.png`, content: png, contentType: 'image/png', cid }]
    : [];
  const key = transferMailKey(item.itemId);
  const scope = {
    cause: `item:${item.itemId}:transfer`,
    userId: item.userId,
    competitionId: item.competitionId,
    clubId: item.clubId,
  };
  // the same item in two deliveries at once: one waits, then finds the log row
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
  const mail = render(item.locale, registrant, null);
  const outcome = await deliverMail(
    tx,
    deps,
    key,
    { ...mail, attachments, type: 'sign-on-confirmation', to },
    scope,
  );
  // whoever acts for the registrant may be the one who pays: they get a copy naming whom it is for
  const forName = `${registrant.firstName} ${registrant.lastName}`.trim();
  for (const deputy of await deputiesOf(tx, item.userId)) {
    if (deputy.email === to) continue;
    const copy = render(localeOf(deputy.locale), deputy, forName);
    await deliverMail(
      tx,
      deps,
      key,
      { ...copy, attachments, type: 'sign-on-confirmation', to: deputy.email },
      scope,
    );
  }
  return outcome;
}
