import type { SignUpBlock } from '../public/places';
import { formatViennaDateTime, formatViennaTime, viennaDay } from '@portal/contracts/vienna-time';

/**
 * When a blocked sign-up opens or closed (docs/sign-up-opening.md): "Anmeldung ab 18:00" while
 * it is not open yet, "geschlossen seit …" once it ended; HH:mm on the same Vienna day by the
 * server's clock, else DD.MM.YYYY HH:mm. Null for the other reasons (they have no time).
 */
export interface OpeningNote {
  key: 'opensAt' | 'closedAt';
  when: string;
}

export const openingNote = (
  block: SignUpBlock | null,
  bounds: { registrationStart: string | null; registrationEnd: string | null },
  serverNow: number | null,
): OpeningNote | null => {
  const at = (value: string | null) => (value ? Date.parse(value) : NaN);
  const instant =
    block === 'notYetOpen'
      ? at(bounds.registrationStart)
      : block === 'ended'
        ? at(bounds.registrationEnd)
        : NaN;
  if (Number.isNaN(instant)) return null;
  const when = serverNow === null ? formatViennaDateTime(instant) : viennaWhen(instant, serverNow);
  return { key: block === 'notYetOpen' ? 'opensAt' : 'closedAt', when };
};

/** HH:mm when the instant falls on today's Vienna date (by the server's `now`), else DD.MM.YYYY HH:mm. */
export const viennaWhen = (instant: number, now: number): string =>
  viennaDay(instant) === viennaDay(now) ? formatViennaTime(instant) : formatViennaDateTime(instant);
