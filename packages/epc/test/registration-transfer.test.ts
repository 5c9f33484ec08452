import { describe, expect, it } from 'vitest';
import { buildEpcPayload, registrationReference, registrationTransfer } from '../src/index';

const club = {
  name: 'SV Floridsdorf',
  longName: 'Schützenverein Wien-Floridsdorf',
  bic: 'GIBAATWWXXX',
  iban: 'AT61 1904 3002 3457 3201',
};
const item = {
  itemId: 321,
  amountCents: 2500,
  competitionName: 'Landescup',
  firstName: 'Anna',
  lastName: 'Huber',
};

describe('the bank transfer of a registration', () => {
  it('pays the club (long name as holder) the item fee with the item reference and names competition and shooter', () => {
    expect(registrationTransfer(club, item)).toEqual({
      bic: 'GIBAATWWXXX',
      iban: 'AT61 1904 3002 3457 3201',
      name: 'Schützenverein Wien-Floridsdorf',
      amountCents: 2500,
      reference: registrationReference(321),
      information: 'Landescup, Anna Huber',
    });
  });

  it('takes the short name when the club has no long name, and leaves out missing names', () => {
    const transfer = registrationTransfer(
      { ...club, longName: null },
      { ...item, firstName: null, lastName: 'Huber' },
    );
    expect(transfer.name).toBe('SV Floridsdorf');
    expect(transfer.information).toBe('Landescup, Huber');
  });

  it('cuts holder and information to the 70 characters EPC allows, so the payload is built', () => {
    const transfer = registrationTransfer(
      { ...club, longName: 'L'.repeat(90) },
      { ...item, competitionName: 'C'.repeat(90) },
    );
    expect(transfer.name).toHaveLength(70);
    expect(transfer.information).toHaveLength(70);
    expect(buildEpcPayload(transfer).split('\n')[5]).toBe('L'.repeat(70));
  });
});
