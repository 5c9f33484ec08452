import { describe, expect, it } from 'vitest';
import { clubMatches } from '../src/public/clubSearch';
import {
  formatClock,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatEuro,
  formatYearMonth,
  imageUrl,
} from '../src/public/format';
import type { PublicClub } from '../src/public/types';
import { fileNameOf } from '../src/downloads/fileDownload';
import { viewerOf } from '../src/public/viewer';
import { groupByYearMonth } from '../src/public/yearMonth';

type Row = { id: number; date: string | null };
const row = (id: number, date: string | null): Row => ({ id, date });

describe('results grouped by year and month', () => {
  it('puts a heading before the first entry of every month, in the order of the rows', () => {
    const rows = [
      row(1, '2025-03-29T09:00:00Z'),
      row(2, '2025-03-02T09:00:00Z'),
      row(3, '2025-02-15T09:00:00Z'),
      row(4, '2024-12-31T22:30:00Z'),
      row(5, '2024-12-01T00:00:00Z'),
    ];
    const grouped = groupByYearMonth(rows, (entry) => entry.date);
    expect(grouped.map((item) => (item.kind === 'heading' ? item.key : item.entry.id))).toEqual([
      '2025-03',
      1,
      2,
      '2025-02',
      3,
      '2024-12',
      4,
      5,
    ]);
    expect(grouped[0]).toEqual({ kind: 'heading', key: '2025-03', year: 2025, month: 3 });
  });

  it('groups by the Vienna month (23:59 on the last day stays in it, 00:30 on the first is the next)', () => {
    const grouped = groupByYearMonth([row(1, '2025-01-31T22:59:00Z')], (entry) => entry.date);
    expect(grouped[0]).toMatchObject({ key: '2025-01' });
    const next = groupByYearMonth([row(1, '2025-01-31T23:30:00Z')], (entry) => entry.date);
    expect(next[0]).toMatchObject({ key: '2025-02' });
  });

  it('keeps entries without a date (adverts) in place without starting a group', () => {
    const rows = [
      row(1, '2025-03-29T09:00:00Z'),
      row(-1, null),
      row(2, '2025-03-01T09:00:00Z'),
      row(3, '2025-01-01T09:00:00Z'),
    ];
    const grouped = groupByYearMonth(rows, (entry) => entry.date);
    expect(grouped.map((item) => (item.kind === 'heading' ? item.key : item.entry.id))).toEqual([
      '2025-03',
      1,
      -1,
      2,
      '2025-01',
      3,
    ]);
  });

  it('starts a new heading when a month comes again (sorted otherwise)', () => {
    const rows = [
      row(1, '2025-03-01T09:00:00Z'),
      row(2, '2025-04-01T09:00:00Z'),
      row(3, '2025-03-05T09:00:00Z'),
    ];
    expect(
      groupByYearMonth(rows, (entry) => entry.date).filter((item) => item.kind === 'heading'),
    ).toHaveLength(3);
  });

  it('names the month in the language (Austrian German says Jänner)', () => {
    expect(formatYearMonth(2025, 1, 'de')).toBe('Jänner 2025');
    expect(formatYearMonth(2025, 3, 'de')).toBe('März 2025');
    expect(formatYearMonth(2025, 3, 'en')).toBe('March 2025');
  });

  it('gives nothing for an empty list', () => {
    expect(groupByYearMonth([], () => null)).toEqual([]);
  });
});

describe('date and price formats of the public pages', () => {
  it('writes DD.MM.YYYY and 24-hour times of the instant in Vienna, summer and winter', () => {
    expect(formatDate('2030-05-04T09:05:00Z')).toBe('04.05.2030');
    expect(formatDateTime('2030-05-04T17:45:00.000Z')).toBe('04.05.2030 19:45');
    expect(formatDateTime('2030-01-04T17:45:00.000Z')).toBe('04.01.2030 18:45');
    expect(formatDate('2030-05-04T22:30:00Z')).toBe('05.05.2030');
    expect(formatDate('2030-05-04')).toBe('04.05.2030');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes one date, or from – to when the competition ends on another day', () => {
    expect(formatDateRange('2030-05-04T09:00:00Z', null)).toBe('04.05.2030');
    expect(formatDateRange('2030-05-04T09:00:00Z', '2030-05-04T18:00:00Z')).toBe('04.05.2030');
    expect(formatDateRange('2030-05-04T09:00:00Z', '2030-05-05T18:00:00Z')).toBe('04.05.2030 – 05.05.2030');
  });

  it('writes squad clock times as HH:mm', () => {
    expect(formatClock('09:00:00')).toBe('09:00');
    expect(formatClock('9:30')).toBe('09:30');
    expect(formatClock(null)).toBe('');
  });

  it('writes the fee in euro', () => {
    expect(formatEuro(45.5, 'de').replace(/\s/g, ' ')).toBe('€ 45,50');
    expect(formatEuro(45.5, 'en')).toBe('€45.50');
    expect(formatEuro(null, 'de')).toBe('');
  });

  it('shows uploaded images through the download route by public id only and keeps absolute links', () => {
    const publicId = '0b6f3c1e-9a3d-4f7e-8c2a-5d1e7f9a2b4c';
    expect(imageUrl({ publicId, fileName: 'logo.png' })).toBe(`/api/download/${publicId}`);
    expect(imageUrl(publicId)).toBe(`/api/download/${publicId}`);
    // sequential ids are not served publicly any more: no guessable image address
    expect(imageUrl('12')).toBeNull();
    expect(imageUrl('https://cdn.example.at/ipsc.png')).toBe('https://cdn.example.at/ipsc.png');
    expect(imageUrl('javascript:alert(1)')).toBeNull();
    expect(imageUrl(null)).toBeNull();
  });
});

describe('what a visitor may do', () => {
  const identity = (
    paymentValid: boolean,
    competitionViewType: boolean,
    shooterCompetitionViewType = false,
  ) => ({
    paymentValid,
    competitionViewType,
    shooterCompetitionViewType,
  });

  it('guests: no favourites, list view, no view change', () => {
    expect(viewerOf(false, ['IS_GUEST'], null)).toEqual({
      loggedIn: false,
      guest: true,
      canFavourite: false,
      canChangeView: false,
      cards: false,
      shooterCards: false,
    });
  });

  it('a logged-in guest role counts as guest', () => {
    expect(viewerOf(true, ['IS_GUEST'], identity(true, true))).toMatchObject({
      guest: true,
      canFavourite: false,
      cards: false,
    });
  });

  it('premium shooters: favourites and their saved view', () => {
    expect(viewerOf(true, ['IS_USER_SHOOTER'], identity(true, true))).toMatchObject({
      canFavourite: true,
      canChangeView: true,
      cards: true,
    });
  });

  it('shooters without valid payment: favourites, but the list and no view change', () => {
    expect(viewerOf(true, ['IS_USER_SHOOTER'], identity(false, true, true))).toMatchObject({
      canFavourite: true,
      canChangeView: false,
      cards: false,
      shooterCards: false,
    });
  });

  it('My competitions follows its own saved view (shooterCompetitionViewType), premium only', () => {
    expect(viewerOf(true, ['IS_USER_SHOOTER'], identity(true, false, true))).toMatchObject({
      cards: false,
      shooterCards: true,
    });
    expect(viewerOf(true, ['IS_GUEST'], identity(true, false, true)).shooterCards).toBe(false);
  });
});

describe('club search and download names', () => {
  const club = {
    name: 'SV Wien-Floridsdorf',
    longName: 'Schützenverein Wien-Floridsdorf',
    shortName: 'SVWF',
    city: 'Wien',
  } as PublicClub;

  it('finds clubs by name, long name, short name or city, ignoring case', () => {
    expect(clubMatches(club, '')).toBe(true);
    expect(clubMatches(club, 'floridsdorf')).toBe(true);
    expect(clubMatches(club, 'SCHÜTZEN')).toBe(true);
    expect(clubMatches(club, 'svwf')).toBe(true);
    expect(clubMatches(club, ' wien ')).toBe(true);
    expect(clubMatches(club, 'Graz')).toBe(false);
  });

  it('saves a download under the name of its Content-Disposition, UTF-8 first', () => {
    expect(
      fileNameOf(
        'attachment; filename="Ausschreibung.pdf"; filename*=UTF-8\'\'Ausschreibung%20M%C3%A4rz.pdf',
        'x',
      ),
    ).toBe('Ausschreibung März.pdf');
    expect(fileNameOf('attachment; filename="results.pdf"', 'x')).toBe('results.pdf');
    expect(fileNameOf(null, 'stored.pdf')).toBe('stored.pdf');
  });
});
