import { DomainError } from '@portal/service-kit';

/**
 * A gross amount as the invoice dialog takes it (docs/payments.md: German format, comma as decimal
 * separator): `1.234,56`, `1234,5`, `20` -> integer cents. Dots only as thousands separators.
 */
export function parseGermanAmount(text: string, field = 'gross'): number {
  const s = text.trim();
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(s)) throw new DomainError('FIELD_INVALID', 400, field);
  const [whole, fraction = ''] = s.replace(/\./g, '').split(',');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > 99_999_999_99)
    throw new DomainError('FIELD_INVALID', 400, field);
  return cents;
}

/** Integer cents written the Austrian way: 123456 -> `1.234,56`. */
export function formatGermanAmount(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')}`;
}

/** Net and VAT inside a gross amount (VAT included), rounded to the cent; net + vat = gross. */
export function splitGross(grossCents: number, vatPercent: number): { netCents: number; vatCents: number } {
  const netCents = Math.round((grossCents * 100) / (100 + vatPercent));
  return { netCents, vatCents: grossCents - netCents };
}
