/**
 * The EPC069-12 "SEPA Credit Transfer" QR payload (the text a banking app reads from the code):
 * one field per line, LF separated, version 002, character set 1 (UTF-8), identification SCT.
 * Every field is checked here, so an invalid code is never drawn.
 */

export interface EpcTransfer {
  /** the beneficiary's BIC (8 or 11 characters); version 002 lets it be empty inside the EEA */
  bic: string | null;
  /** the beneficiary's IBAN (spaces allowed, checked with mod 97) */
  iban: string;
  /** the beneficiary (account holder) name, at most 70 characters */
  name: string;
  /** integer euro cents, 1 .. 99,999,999,999 */
  amountCents: number;
  /** structured creditor reference (ISO 11649, `RF..`), at most 35 characters */
  reference: string;
  /** beneficiary-to-originator information shown to the payer, at most 70 characters */
  information?: string;
}

/** The fields in their EPC069-12 order, as a decoder reads them back. */
export interface EpcFields {
  serviceTag: 'BCD';
  version: '002';
  characterSet: '1';
  identification: 'SCT';
  bic: string;
  name: string;
  iban: string;
  amount: string;
  purpose: string;
  reference: string;
  text: string;
  information: string;
}

export class EpcError extends Error {
  constructor(readonly field: keyof EpcTransfer) {
    super(`EPC field ${field} is invalid`);
  }
}

/** At most 331 bytes in all (EPC069-12 section 3.4). */
export const EPC_MAX_BYTES = 331;

const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 / ISO 7064 mod 97-10: letters count as 10..35, the rearranged number mod 97 is 1. */
function mod97(digitsAndLetters: string): number {
  let rest = 0;
  for (const ch of digitsAndLetters) {
    const value = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of value) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

export function isValidIban(iban: string): boolean {
  const s = normalizeIban(iban);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  return mod97(s.slice(4) + s.slice(0, 4)) === 1;
}

/**
 * ISO 11649 creditor reference for a body of letters and digits: `RF` + two check digits + body.
 * The portal's body is `REG` + the order item id, so the club finds the registration at once.
 */
export function creditorReference(body: string): string {
  const clean = body.toUpperCase();
  if (!/^[A-Z0-9]{1,21}$/.test(clean))
    throw new Error('creditor reference body must be 1..21 letters or digits');
  const check = 98 - mod97(`${clean}RF00`);
  return `RF${String(check).padStart(2, '0')}${clean}`;
}

export function isValidCreditorReference(reference: string): boolean {
  const s = reference.toUpperCase();
  if (!/^RF[0-9]{2}[A-Z0-9]{1,21}$/.test(s)) return false;
  return mod97(s.slice(4) + s.slice(0, 4)) === 1;
}

/** The remittance reference of one registration (order item). */
export function registrationReference(itemId: number): string {
  return creditorReference(`REG${itemId}`);
}

/** `EUR` + euros with two decimals, e.g. 2000 cents -> `EUR20.00` (no floats on the way). */
export function epcAmount(amountCents: number): string {
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > 99_999_999_999) {
    throw new EpcError('amountCents');
  }
  const euros = Math.floor(amountCents / 100);
  const cents = amountCents % 100;
  return `EUR${euros}.${String(cents).padStart(2, '0')}`;
}

/** Characters a line-oriented payload cannot hold. */
const hasLineBreak = (s: string) => /[\r\n]/.test(s);

export function buildEpcPayload(transfer: EpcTransfer): string {
  const bic = (transfer.bic ?? '').replace(/\s+/g, '').toUpperCase();
  if (bic !== '' && !BIC.test(bic)) throw new EpcError('bic');
  const iban = normalizeIban(transfer.iban);
  if (!isValidIban(iban)) throw new EpcError('iban');
  const name = transfer.name.trim();
  if (name.length < 1 || name.length > 70 || hasLineBreak(name)) throw new EpcError('name');
  const amount = epcAmount(transfer.amountCents);
  if (!isValidCreditorReference(transfer.reference)) throw new EpcError('reference');
  const information = (transfer.information ?? '')
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 70);
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    amount,
    '', // purpose code: none
    transfer.reference.toUpperCase(),
    '', // unstructured text: not allowed together with the structured reference
    information,
  ];
  const payload = lines.join('\n');
  if (Buffer.byteLength(payload, 'utf8') > EPC_MAX_BYTES) throw new EpcError('information');
  return payload;
}

/** Reads a payload back into its fields (what tests and a banking app do). */
export function parseEpcPayload(payload: string): EpcFields {
  const l = payload.split('\n');
  return {
    serviceTag: l[0] as 'BCD',
    version: l[1] as '002',
    characterSet: l[2] as '1',
    identification: l[3] as 'SCT',
    bic: l[4] ?? '',
    name: l[5] ?? '',
    iban: l[6] ?? '',
    amount: l[7] ?? '',
    purpose: l[8] ?? '',
    reference: l[9] ?? '',
    text: l[10] ?? '',
    information: l[11] ?? '',
  };
}
