import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  formatViennaDate,
  formatViennaDateTime,
  formatViennaDateTimeSeconds,
  formatViennaTime,
  fromViennaInput,
  fromViennaWallClock,
  startOfViennaDay,
  toViennaInput,
  viennaClock,
  viennaDay,
  viennaOffsetMinutes,
} from '../src/vienna-time';

describe('Vienna time', () => {
  it('when the web imports the module then it imports nothing (pure Intl)', () => {
    const source = readFileSync(new URL('../src/vienna-time.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });

  it('when a winter instant is formatted then it reads one hour ahead of UTC', () => {
    expect(formatViennaDateTime('2027-01-15T12:00:00Z')).toBe('15.01.2027 13:00');
    expect(formatViennaDate('2027-01-15T23:30:00Z')).toBe('16.01.2027');
    expect(formatViennaTime(new Date('2027-01-15T07:00:00Z'))).toBe('08:00');
    expect(viennaOffsetMinutes(new Date('2027-01-15T07:00:00Z'))).toBe(60);
  });

  it('when a summer instant is formatted then it reads two hours ahead of UTC', () => {
    expect(formatViennaDateTime('2027-07-15T06:00:00.000Z')).toBe('15.07.2027 08:00');
    expect(formatViennaDateTimeSeconds('2027-07-15T06:00:09Z')).toBe('15.07.2027 08:00:09');
    expect(viennaDay('2027-07-15T22:30:00Z')).toBe('2027-07-16');
    expect(viennaClock('2027-07-15T22:30:00Z')).toBe('00:30:00');
    expect(viennaOffsetMinutes(Date.parse('2027-07-15T06:00:00Z'))).toBe(120);
  });

  it('when typed local time is read then winter and summer give their own instants', () => {
    expect(fromViennaWallClock('2027-01-15', '08:00')?.toISOString()).toBe('2027-01-15T07:00:00.000Z');
    expect(fromViennaWallClock('2027-07-15', '08:00:30')?.toISOString()).toBe('2027-07-15T06:00:30.000Z');
    expect(fromViennaInput('2027-01-15T00:46')?.toISOString()).toBe('2027-01-14T23:46:00.000Z');
    expect(toViennaInput('2027-01-14T23:46:00Z')).toBe('2027-01-15T00:46');
    expect(toViennaInput(fromViennaInput('2027-07-01T18:00'))).toBe('2027-07-01T18:00');
  });

  it('when the clocks go forward (28.03.2027) then 02:30 does not exist and the hours around it do', () => {
    expect(fromViennaWallClock('2027-03-28', '01:59')?.toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(fromViennaWallClock('2027-03-28', '02:30')).toBeNull();
    expect(fromViennaWallClock('2027-03-28', '03:00')?.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(formatViennaDateTime('2027-03-28T00:59:59Z')).toBe('28.03.2027 01:59');
    expect(formatViennaDateTime('2027-03-28T01:00:00Z')).toBe('28.03.2027 03:00');
  });

  it('when the clocks go back (31.10.2027) then 02:30 is the first (summer) one and both read 02:30', () => {
    const first = fromViennaWallClock('2027-10-31', '02:30');
    expect(first?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(formatViennaTime(first)).toBe('02:30');
    expect(formatViennaTime('2027-10-31T01:30:00Z')).toBe('02:30');
    expect(fromViennaWallClock('2027-10-31', '03:00')?.toISOString()).toBe('2027-10-31T02:00:00.000Z');
    expect(fromViennaWallClock('2027-10-31', '01:00')?.toISOString()).toBe('2027-10-30T23:00:00.000Z');
  });

  it('when a day starts then its midnight is Vienna midnight in both seasons', () => {
    expect(startOfViennaDay(new Date('2027-01-15T22:59:00Z')).toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(startOfViennaDay(new Date('2027-01-15T23:00:00Z')).toISOString()).toBe('2027-01-15T23:00:00.000Z');
    expect(startOfViennaDay(new Date('2027-07-15T21:59:00Z')).toISOString()).toBe('2027-07-14T22:00:00.000Z');
    expect(startOfViennaDay(new Date('2027-03-28T12:00:00Z')).toISOString()).toBe('2027-03-27T23:00:00.000Z');
  });

  it('when the value is empty, unreal or a bare day then it is handled without guessing a zone', () => {
    expect(formatViennaDateTime(null)).toBe('');
    expect(formatViennaDate('nonsense')).toBe('');
    expect(formatViennaDate('2027-07-15')).toBe('15.07.2027');
    // without offset it is Vienna wall-clock time, whatever the reader's zone
    expect(formatViennaDateTime('2027-07-15T18:05:00')).toBe('15.07.2027 18:05');
    expect(formatViennaDateTime('2027-01-15T18:05')).toBe('15.01.2027 18:05');
    expect(formatViennaTime('2027-07-15')).toBe('');
    expect(fromViennaWallClock('2027-02-30', '08:00')).toBeNull();
    expect(fromViennaWallClock('2027-02-03', '24:00')).toBeNull();
    expect(fromViennaInput('2027-02-03T')).toBeNull();
  });
});
