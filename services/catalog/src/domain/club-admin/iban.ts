/** An IBAN without spaces, upper case. */
export const normalizeIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country, two check digits, up to 30 letters or digits; the mod 97 remainder is 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
