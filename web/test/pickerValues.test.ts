import { describe, expect, it } from 'vitest';
import { fromPickerValue, PICKER_KINDS, toPickerValue } from '../src/admin/common/pickerValues';

describe('back-office picker values', () => {
  it('show DD.MM.YYYY and 24-hour HH:mm', () => {
    expect(PICKER_KINDS.date.display).toBe('DD.MM.YYYY');
    expect(PICKER_KINDS.dateTime.display).toBe('DD.MM.YYYY HH:mm');
    expect(PICKER_KINDS.time.display).toBe('HH:mm');
    expect(toPickerValue('2027-06-01T20:30', 'dateTime')!.format(PICKER_KINDS.dateTime.display)).toBe(
      '01.06.2027 20:30',
    );
  });

  it.each([
    ['date', '2027-02-28'],
    ['dateTime', '2027-06-01T08:00'],
    ['time', '23:45'],
  ] as const)('give the form back the same %s string the API exchanges', (kind, value) => {
    expect(fromPickerValue(toPickerValue(value, kind), kind)).toBe(value);
  });

  it('treat empty, unreadable and impossible entries as no value', () => {
    expect(toPickerValue('', 'date')).toBeNull();
    expect(toPickerValue('2027-02-30', 'date')).toBeNull();
    expect(toPickerValue('01.06.2027', 'date')).toBeNull();
    expect(toPickerValue('25:00', 'time')).toBeNull();
    expect(fromPickerValue(null, 'date')).toBe('');
    expect(fromPickerValue(toPickerValue('2027-02-30', 'date'), 'date')).toBe('');
  });
});
