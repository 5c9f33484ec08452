import type { Locale } from '../mail';

export interface Addressee {
  salutation?: string | null;
  firstName: string;
  lastName: string;
}

/** The salutation line: formal with title when the user gave one, else with the full name. */
export function greeting(locale: Locale, { salutation, firstName, lastName }: Addressee): string {
  if (locale === 'en') {
    if (salutation === 'mr') return `Dear Mr ${lastName},`;
    if (salutation === 'mrs') return `Dear Ms ${lastName},`;
    return `Dear ${firstName} ${lastName},`;
  }
  if (salutation === 'mr') return `Sehr geehrter Herr ${lastName},`;
  if (salutation === 'mrs') return `Sehr geehrte Frau ${lastName},`;
  return `Guten Tag ${firstName} ${lastName},`;
}
