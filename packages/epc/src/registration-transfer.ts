import { registrationReference, type EpcTransfer } from './payload';

/** The club a registration is paid to, as the services' club replicas hold it. */
export interface TransferClub {
  name: string | null;
  longName: string | null;
  bic: string | null;
  iban: string;
}

/** The registration (order item) being paid, with its fee in integer euro cents. */
export interface TransferItem {
  itemId: number;
  amountCents: number;
  competitionName: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * The bank transfer of one registration: to the club (its long name as account holder), the
 * item's fee, the reference `RF..REG<itemId>`, and the competition and shooter as information.
 * The one place that says what a registration's EPC QR code holds, so every code of the same item
 * (cart, registration page, confirmation mail) is the same.
 */
export function registrationTransfer(club: TransferClub, item: TransferItem): EpcTransfer {
  const shooter = [item.firstName, item.lastName].filter(Boolean).join(' ');
  return {
    bic: club.bic,
    iban: club.iban,
    name: (club.longName || club.name || '').slice(0, 70),
    amountCents: item.amountCents,
    reference: registrationReference(item.itemId),
    information: [item.competitionName, shooter].filter(Boolean).join(', ').slice(0, 70),
  };
}
