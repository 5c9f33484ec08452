import moment, { type Moment } from 'moment';
// registers moment's de-at locale, which the pickers' adapter uses
import '../../i18n/momentLocale';

/**
 * The back-office pickers show DD.MM.YYYY and 24-hour HH:mm in both languages (docs/web-app.md),
 * while the forms keep exchanging the same strings as before: `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`
 * (the former `datetime-local` value, a wall-clock time) and `HH:mm`.
 */
export const PICKER_KINDS = {
  date: { value: 'YYYY-MM-DD', display: 'DD.MM.YYYY' },
  dateTime: { value: 'YYYY-MM-DDTHH:mm', display: 'DD.MM.YYYY HH:mm' },
  time: { value: 'HH:mm', display: 'HH:mm' },
} as const;
export type PickerKind = keyof typeof PICKER_KINDS;

/** The form's string as a picker value: empty or unreadable is no value. */
export const toPickerValue = (value: string, kind: PickerKind): Moment | null => {
  if (!value) return null;
  const parsed = moment(value, PICKER_KINDS[kind].value, true);
  return parsed.isValid() ? parsed : null;
};

/** The picker's value as the form's string; an incomplete or impossible entry is empty, as before. */
export const fromPickerValue = (value: Moment | null, kind: PickerKind): string =>
  value?.isValid() ? value.format(PICKER_KINDS[kind].value) : '';
