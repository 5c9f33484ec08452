import { describe, expect, it } from 'vitest';
import {
  buildEpcPayload,
  creditorReference,
  EpcError,
  epcAmount,
  epcImageBase64,
  isValidCreditorReference,
  isValidIban,
  parseEpcPayload,
  registrationReference,
} from '../src/index';
import { decodeQrPng } from './decode';

const transfer = {
  bic: 'GIBAATWWXXX',
  iban: 'AT61 1904 3002 3457 3201',
  name: 'Schützenverein Wien-Floridsdorf',
  amountCents: 4550,
  reference: registrationReference(123),
  information: 'Frühjahrscup 2026, Max Müller',
};

describe('EPC069-12 payload', () => {
  it('when built then its lines are exactly the EPC fields in order', () => {
    expect(buildEpcPayload(transfer).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'GIBAATWWXXX',
      'Schützenverein Wien-Floridsdorf',
      'AT611904300234573201',
      'EUR45.50',
      '',
      registrationReference(123),
      '',
      'Frühjahrscup 2026, Max Müller',
    ]);
  });

  it('version 002 takes a transfer without BIC (inside the EEA): the BIC line stays empty', () => {
    expect(buildEpcPayload({ ...transfer, bic: null }).split('\n')[4]).toBe('');
  });

  it('amounts are integer cents written with two decimals', () => {
    expect(epcAmount(2000)).toBe('EUR20.00');
    expect(epcAmount(1)).toBe('EUR0.01');
    expect(epcAmount(99_999_999_999)).toBe('EUR999999999.99');
    for (const bad of [0, -5, 12.5, 100_000_000_000]) expect(() => epcAmount(bad)).toThrow(EpcError);
  });

  it('the reference is an ISO 11649 creditor reference with valid check digits', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034'); // the standard's example
    expect(registrationReference(123)).toMatch(/^RF\d{2}REG123$/);
    expect(isValidCreditorReference(registrationReference(987654))).toBe(true);
    expect(isValidCreditorReference('RF00REG123')).toBe(false);
  });

  it('refuses a wrong IBAN, BIC, name or reference naming the field', () => {
    expect(isValidIban('AT611904300234573202')).toBe(false);
    const cases: [Partial<typeof transfer>, string][] = [
      [{ iban: 'AT611904300234573202' }, 'iban'],
      [{ bic: 'GIBA' }, 'bic'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(71) }, 'name'],
      [{ reference: 'REG123' }, 'reference'],
    ];
    for (const [change, field] of cases) {
      expect(() => buildEpcPayload({ ...transfer, ...change })).toThrow(expect.objectContaining({ field }));
    }
  });
});

describe('EPC QR image', () => {
  it('when decoded by a real QR decoder then it reads back exactly the EPC fields', async () => {
    const { payload, image } = await epcImageBase64(transfer);
    const decoded = decodeQrPng(Buffer.from(image, 'base64'));
    expect(decoded).toBe(payload);
    expect(parseEpcPayload(decoded)).toEqual({
      serviceTag: 'BCD',
      version: '002',
      characterSet: '1',
      identification: 'SCT',
      bic: 'GIBAATWWXXX',
      name: 'Schützenverein Wien-Floridsdorf',
      iban: 'AT611904300234573201',
      amount: 'EUR45.50',
      purpose: '',
      reference: registrationReference(123),
      text: '',
      information: 'Frühjahrscup 2026, Max Müller',
    });
  });
});
