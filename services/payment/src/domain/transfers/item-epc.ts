import { timingSafeEqual } from 'node:crypto';
import type { ItemEpc } from '@portal/contracts';
import { EpcError, epcImageBase64, registrationTransfer } from '@portal/epc';
import { DomainError, hasPermission, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { findClub } from '../replicas/clubs';
import { findTransferDue, type TransferDue } from './transfers-due';

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Who may see the code: whoever holds the item's personal link (token), the shooter it belongs to,
 * the club's admins, admins and portal admins. Anybody else learns nothing (404, like a missing item).
 */
function mayRead(user: AuthUser, transfer: TransferDue, token: string | undefined): boolean {
  if (token !== undefined) return sameToken(token, transfer.token);
  if (user.id === null) return false;
  if (transfer.userId !== null && user.id === transfer.userId) return true;
  if (hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN')) return true;
  return hasPermission(user, 'IS_CLUB_ADMIN') && user.clubId !== null && user.clubId === transfer.clubId;
}

/**
 * The EPC QR code of a registration paid by transfer, drawn from the club's bank data as it is now
 * (a corrected IBAN reaches every open transfer at once).
 */
export async function itemEpc(
  tx: DbExecutor,
  user: AuthUser,
  itemId: number,
  token: string | undefined,
): Promise<ItemEpc> {
  const transfer = await findTransferDue(tx, itemId);
  // a waiting-list entry owes nothing until it gets a place: no code, as for an unknown item
  if (!transfer || transfer.waiting || !mayRead(user, transfer, token))
    throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
  if (transfer.paid || transfer.cancelled) throw new DomainError('TRANSFER_NOT_DUE', 409);
  const club = transfer.clubId === null ? null : await findClub(tx, transfer.clubId);
  if (!club?.iban) throw new DomainError('NO_BANK_INFORMATION', 409);
  // the same transfer the confirmation mail carries (packages/epc: one definition per item)
  const epcTransfer = registrationTransfer({ ...club, iban: club.iban }, { ...transfer, itemId });
  try {
    const { payload, image } = await epcImageBase64(epcTransfer);
    const lines = payload.split('\n');
    return {
      itemId,
      epc: image,
      payload,
      amountCents: epcTransfer.amountCents,
      reference: epcTransfer.reference,
      name: epcTransfer.name,
      iban: lines[6]!,
      bic: lines[4]!,
    };
  } catch (error) {
    // bank data catalog accepted but EPC cannot carry (e.g. a BIC of the wrong shape)
    if (error instanceof EpcError) throw new DomainError('NO_BANK_INFORMATION', 409, error.field);
    throw error;
  }
}
