/**
 * Dates in mails: the Austrian form (DD.MM.YYYY, 24-hour clock) in either language, in the
 * club's time zone. Clubs are Austrian or German (back-office.md: country at or de); both zones
 * keep the same clock, named separately so a German club's mails say what Berlin says.
 */
export const timeZoneOfCountry = (country: string | null | undefined): string =>
  country === 'de' ? 'Europe/Berlin' : 'Europe/Vienna';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}:${withTime}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('de-AT', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
      timeZone,
    });
    formats.set(key, f);
  }
  return f;
}

/** 05.12.2026 */
export const formatDate = (iso: string | Date, timeZone: string): string =>
  format(timeZone, false).format(new Date(iso));

/** 05.12.2026, 09:00 */
export const formatDateTime = (iso: string | Date, timeZone: string): string =>
  format(timeZone, true).format(new Date(iso));
