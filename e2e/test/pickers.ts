import type { Locator } from 'playwright-core';

/**
 * The form value the back-office pickers exchange (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm` or `HH:mm`)
 * as the digits a user types into the DD.MM.YYYY HH:mm field.
 */
export const pickerDigits = (value: string): string => {
  const match = /^(?:(\d{4})-(\d{2})-(\d{2}))?T?(?:(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) throw new Error(`not a picker value: ${value}`);
  const [, year, month, day, hour, minute] = match;
  return [day, month, year, hour, minute].filter(Boolean).join('');
};

/** The text a picker shows for a form value: `DD.MM.YYYY`, `DD.MM.YYYY HH:mm` or `HH:mm`. */
export const pickerText = (value: string): string => {
  const [date = '', time = ''] = value.includes('-') ? value.split('T') : ['', value];
  const shownDate = date ? date.split('-').reverse().join('.') : '';
  return [shownDate, time].filter(Boolean).join(' ');
};

/** Types a value into a back-office date/time picker the way a user does: select all, type the digits. */
export const typeIntoPicker = async (field: Locator, value: string) => {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(pickerDigits(value));
  await field.blur();
};
