import type { BookedCompetition } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { downloadsOf, registrantOf, stateChips } from '../src/myCompetitions/bookedRows';
import { formatIban } from '../src/public/format';

const row = (over: Partial<BookedCompetition>): BookedCompetition => ({
  id: 1,
  orderId: 1,
  competitionId: 1,
  competitionName: 'Stadtmeisterschaft',
  competitionDate: null,
  competitionEndDate: null,
  publicLink: null,
  firstName: 'Eva',
  lastName: 'Muster',
  paid: false,
  paid2: false,
  cancelled: false,
  registrationEnded: false,
  archive: false,
  competitionUploads: [],
  resultListLink: null,
  squadName: 'Squad 1',
  squadDate: null,
  squadTime: null,
  event: false,
  eventType: null,
  city: null,
  clubShortName: null,
  levelName: null,
  divisionName: null,
  country: null,
  multipleWaitingList: false,
  waitingList: false,
  paymentWithCard: false,
  ...over,
});
const keys = (r: BookedCompetition) => stateChips(r).map((chip) => chip.key);

describe('My competitions: the state of a row', () => {
  it('only a live place that is owed shows the red "not paid"', () => {
    expect(keys(row({}))).toEqual(['unpaid']);
    expect(stateChips(row({}))[0]!.color).toBe('error');
    expect(keys(row({ paid: true }))).toEqual(['paid']);
  });
  it('a waiting-list place and a cancelled entry owe nothing: no "not paid"', () => {
    expect(keys(row({ waitingList: true }))).toEqual(['waitingList']);
    expect(keys(row({ waitingList: true, multipleWaitingList: true }))).toEqual(['multipleWaitingList']);
    expect(keys(row({ cancelled: true }))).toEqual(['cancelled']);
    expect(keys(row({ cancelled: true, waitingList: true }))).toEqual(['cancelled']);
  });
  it('a card payment still running replaces "not paid" with its own red label; paid and cancelled stay', () => {
    expect(stateChips(row({}), true)).toEqual([{ key: 'cardPaymentRunning', color: 'error' }]);
    expect(stateChips(row({ paid: true }), true).map((chip) => chip.key)).toEqual(['paid']);
    expect(stateChips(row({ cancelled: true }), true).map((chip) => chip.key)).toEqual(['cancelled']);
  });
  it('offers the uploads of a row in the shape of the download menu', () => {
    const upload = { typeName: 'Ausschreibung', showName: true, publicId: 'p-1', fileName: 'a.pdf' };
    expect(downloadsOf(row({ competitionUploads: [upload] }))).toEqual([
      { type: { name: 'Ausschreibung', showName: true }, document: { publicId: 'p-1', fileName: 'a.pdf' } },
    ]);
  });
  it('names who is signed up, so two registrations in one squad differ', () => {
    expect(registrantOf(row({}))).toBe('Eva Muster');
    expect(registrantOf(row({ firstName: 'Max', lastName: null }))).toBe('Max');
    expect(registrantOf(row({ firstName: null, lastName: null }))).toBe('');
  });
});

describe('IBAN in groups of four', () => {
  it('groups a plain or oddly spaced IBAN, in capitals', () => {
    expect(formatIban('AT611904300234573201')).toBe('AT61 1904 3002 3457 3201');
    expect(formatIban('at61 19043 00234573201 ')).toBe('AT61 1904 3002 3457 3201');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
