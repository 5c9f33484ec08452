import { describe, expect, it } from 'vitest';
import {
  clubFieldErrors,
  clubValues,
  emptyClubValues,
  firstErrorTab,
  isValidIban,
  logoFileError,
  toClubBody,
  validateClub,
  type ClubFormValues,
} from '../src/admin/clubs/clubForm';
import type { Club } from '../src/admin/clubs/clubsApi';

const IBAN = 'AT611904300234573201';
const ADMIN = { admin: true };
const CLUB_ADMIN = { admin: false };

const valid = (change: Partial<ClubFormValues> = {}): ClubFormValues => ({
  ...emptyClubValues(),
  name: 'SV Test',
  longName: 'Schützenverein Test',
  address: 'Hauptplatz 1',
  zip: '1010',
  city: 'Wien',
  ...change,
});

const CLUB: Club = {
  id: 7,
  name: 'SV Test',
  longName: 'Schützenverein Test',
  shortName: null,
  address: 'Hauptplatz 1',
  zip: '1010',
  city: 'Wien',
  country: 'at',
  matchAddress: null,
  matchZip: null,
  matchCity: null,
  matchCountry: null,
  googleMapsLink: 'https://maps.example/x',
  websiteLink: null,
  publicLinkId: 'abc',
  logo: { id: 3, publicId: '7d5c0a4e-1b2f-4c3d-9e8f-0a1b2c3d4e5f', fileName: 'logo.png' },
  bankInformation: { name: 'Bank', bic: 'BICX', iban: IBAN },
  contact: {
    salutation: 'mr',
    firstName: 'Max',
    lastName: 'Muster',
    fullName: 'Max Muster',
    email: 'max@example.com',
    telephone: null,
  },
  paymentUntil: '2027-01-31',
  unlisted: false,
  active: true,
  bmdAccountNumber: '42',
  invoiceName: 'SV Test Rechnung',
  invoiceMail: 'rechnung@example.com',
  notificationBlocks: [],
};

describe('club validation', () => {
  it('accepts a club with name and long name', () => {
    expect(validateClub(valid(), ADMIN)).toEqual({});
  });

  it('requires a name of at least 2 characters, a long name, address, zip and city', () => {
    expect(validateClub(valid({ name: ' ', longName: '', address: '', zip: '', city: '' }), ADMIN)).toEqual({
      name: 'FIELD_IS_REQUIRED',
      longName: 'FIELD_IS_REQUIRED',
      address: 'FIELD_IS_REQUIRED',
      zip: 'FIELD_IS_REQUIRED',
      city: 'FIELD_IS_REQUIRED',
    });
    expect(validateClub(valid({ name: 'A' }), ADMIN).name).toBe('FIELD_MINLENGTH_2');
    expect(validateClub(valid({ city: 'x'.repeat(256) }), ADMIN).city).toBe('FIELD_MAXLENGTH_255');
  });

  it('wants links to start with http:// or https://', () => {
    const errors = validateClub(valid({ websiteLink: 'www.example.com', googleMapsLink: 'ftp://x' }), ADMIN);
    expect(errors.websiteLink).toBe('MUST_START_WITH_HTTP_OR_HTTPS');
    expect(errors.googleMapsLink).toBe('MUST_START_WITH_HTTP_OR_HTTPS');
    expect(
      validateClub(valid({ websiteLink: 'http://a.at', googleMapsLink: 'HTTPS://maps.x' }), ADMIN),
    ).toEqual({});
  });

  it('asks for a bic or an iban with a bank name, and for the bank name with either', () => {
    expect(validateClub(valid({ 'bankInformation.name': 'Bank' }), ADMIN)).toEqual({
      'bankInformation.bic': 'FIELD_IS_REQUIRED_IF_BANK_NAME_IS_FILLED',
      'bankInformation.iban': 'FIELD_IS_REQUIRED_IF_BANK_NAME_IS_FILLED',
    });
    expect(validateClub(valid({ 'bankInformation.iban': IBAN }), ADMIN)).toEqual({
      'bankInformation.name': 'FIELD_IS_REQUIRED_IF_BANK_IBAN_IS_FILLED',
    });
    expect(validateClub(valid({ 'bankInformation.bic': 'BKAUATWW' }), ADMIN)).toEqual({
      'bankInformation.name': 'FIELD_IS_REQUIRED_IF_BANK_IBAN_IS_FILLED',
    });
    expect(validateClub(valid({ 'bankInformation.name': 'B', 'bankInformation.bic': 'X' }), ADMIN)).toEqual(
      {},
    );
    expect(
      validateClub(
        valid({ 'bankInformation.name': 'B', 'bankInformation.iban': 'AT61 1904 3002 3457 3201' }),
        ADMIN,
      ),
    ).toEqual({});
  });

  it('checks the IBAN (mod 97) and normalises it in the body', () => {
    expect(isValidIban(IBAN)).toBe(true);
    expect(isValidIban('AT611904300234573202')).toBe(false);
    expect(
      validateClub(valid({ 'bankInformation.name': 'B', 'bankInformation.iban': 'AT00' }), ADMIN)[
        'bankInformation.iban'
      ],
    ).toBe('FIELD_INVALID');
    const body = toClubBody(
      valid({ 'bankInformation.name': 'B', 'bankInformation.iban': 'at61 1904 3002 3457 3201' }),
      ADMIN,
    );
    expect(body.bankInformation).toEqual({ name: 'B', bic: null, iban: IBAN });
  });

  it('allows links up to 2000 characters', () => {
    expect(validateClub(valid({ googleMapsLink: `https://${'x'.repeat(1000)}` }), ADMIN)).toEqual({});
    expect(validateClub(valid({ googleMapsLink: `https://${'x'.repeat(2000)}` }), ADMIN).googleMapsLink).toBe(
      'FIELD_INVALID',
    );
  });

  it('checks e-mail formats; club admins are not held to the invoice fields', () => {
    expect(validateClub(valid({ 'contact.email': 'nope', invoiceMail: 'no' }), ADMIN)).toEqual({
      'contact.email': 'EMAIL_FORMAT',
      invoiceMail: 'EMAIL_FORMAT',
    });
    expect(validateClub(valid({ invoiceMail: 'no', paymentUntil: 'x' }), CLUB_ADMIN)).toEqual({});
  });

  it('points to the first tab with an error', () => {
    expect(firstErrorTab({ 'contact.email': 'EMAIL_FORMAT', 'bankInformation.bic': 'X' })).toBe('bank');
    expect(firstErrorTab({ invoiceMail: 'EMAIL_FORMAT' })).toBe('invoice');
    expect(firstErrorTab({ name: 'FIELD_IS_REQUIRED', invoiceMail: 'X' })).toBe('club');
    expect(firstErrorTab({})).toBeNull();
  });
});

describe('club body', () => {
  it('trims texts, sends empty ones as null and leaves out empty bank information', () => {
    const body = toClubBody(
      valid({ name: ' SV Test ', shortName: '  ', 'contact.firstName': ' Max ' }),
      ADMIN,
    );
    expect(body).toMatchObject({
      name: 'SV Test',
      longName: 'Schützenverein Test',
      shortName: null,
      city: 'Wien',
      country: 'at',
      matchCountry: null,
      logo: null,
      bankInformation: null,
      contact: { salutation: null, firstName: 'Max', lastName: null, email: null, telephone: null },
      paymentUntil: null,
      unlisted: false,
      active: true,
      bmdAccountNumber: null,
    });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('publicLinkId');
    expect(body.contact).not.toHaveProperty('fullName');
  });

  it('round-trips a loaded club', () => {
    const body = toClubBody(clubValues(CLUB), ADMIN);
    expect(body).toMatchObject({
      logo: { id: 3, publicId: '7d5c0a4e-1b2f-4c3d-9e8f-0a1b2c3d4e5f', fileName: 'logo.png' },
      bankInformation: { name: 'Bank', bic: 'BICX', iban: IBAN },
      contact: { salutation: 'mr', firstName: 'Max', lastName: 'Muster', email: 'max@example.com' },
      paymentUntil: '2027-01-31',
      invoiceMail: 'rechnung@example.com',
    });
  });

  it('sends none of the admin-only fields for club admins', () => {
    const body = toClubBody(clubValues(CLUB), CLUB_ADMIN);
    for (const field of [
      'paymentUntil',
      'unlisted',
      'active',
      'bmdAccountNumber',
      'invoiceName',
      'invoiceMail',
    ]) {
      expect(body).not.toHaveProperty(field);
    }
    expect(body.name).toBe('SV Test');
  });
});

describe('server errors and logo files', () => {
  it('maps field paths onto the form fields', () => {
    const error = {
      status: 400,
      data: {
        error: 'FIELD_INVALID',
        errors: [
          { field: 'bankInformation.iban', key: 'FIELD_IS_REQUIRED_IF_BANK_NAME_IS_FILLED' },
          { field: 'body.contact.email', key: 'EMAIL_FORMAT' },
          { field: 'websiteLink', key: 'MUST_START_WITH_HTTP_OR_HTTPS' },
        ],
      },
    };
    expect(clubFieldErrors(error)).toEqual({
      fieldErrors: {
        'bankInformation.iban': 'FIELD_IS_REQUIRED_IF_BANK_NAME_IS_FILLED',
        'contact.email': 'EMAIL_FORMAT',
        websiteLink: 'MUST_START_WITH_HTTP_OR_HTTPS',
      },
      message: null,
    });
    expect(clubFieldErrors({ status: 400, data: { error: 'FIELD_MINLENGTH_2', field: 'name' } })).toEqual({
      fieldErrors: { name: 'FIELD_MINLENGTH_2' },
      message: null,
    });
    expect(clubFieldErrors({ status: 403, data: { error: 'PERMISSION_DENIED' } }).message).toBe(
      'PERMISSION_DENIED',
    );
  });

  it('accepts png, jpg and jpeg up to 20,000,000 bytes', () => {
    expect(logoFileError({ name: 'Logo.PNG', size: 100 })).toBeNull();
    expect(logoFileError({ name: 'logo.jpeg', size: 20_000_000 })).toBeNull();
    expect(logoFileError({ name: 'logo.gif', size: 100 })).toBe('FILETYPE_NOT_ALLOWED');
    expect(logoFileError({ name: 'logo.jpg', size: 20_000_001 })).toBe('PAYLOAD_TOO_LARGE');
  });
});
