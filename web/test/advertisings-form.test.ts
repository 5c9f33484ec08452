import { describe, expect, it } from 'vitest';
import { canManageAdvertisings } from '../src/admin/access';
import {
  advertisingValues,
  buildAdvertisingsQuery,
  DEFAULT_ADVERTISINGS_FILTER,
  emptyAdvertisingValues,
  initialAdvertisingPaging,
  toAdvertisingBody,
  validateAdvertising,
  type AdvertisingValues,
} from '../src/admin/advertisings/advertisingForm';
import { ADVERTISING_PATHS } from '../src/admin/advertisings/advertisingPaths';
import { advertisingsDe } from '../src/i18n/advertisings.de';
import { advertisingsEn } from '../src/i18n/advertisings.en';
import { adminDe } from '../src/i18n/admin.de';
import { adminEn } from '../src/i18n/admin.en';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { MENU_ENTRIES } from '../src/layout/menu/menuEntries';

const valid: AdvertisingValues = {
  ...emptyAdvertisingValues(),
  name: ' Sommerturnier ',
  shortName: ' Sommer ',
  text: '<p>Jetzt <strong>anmelden</strong></p>',
  image: { id: 3, publicId: '7d5c0a4e-1b2f-4c3d-9e8f-0a1b2c3d4e5f', fileName: 'banner.png' },
  fromDate: '2027-06-01T08:00',
  toDate: '2027-06-30T20:00',
  buttonText: ' Mehr ',
  buttonLink: ' https://example.at ',
};

/** Every leaf as a dotted path. */
const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('advert form', () => {
  it('requires name and button text; active is on and the detail view off for a new advert', () => {
    const empty = emptyAdvertisingValues();
    expect(empty.active).toBe(true);
    expect(empty.detailView).toBe(false);
    expect(validateAdvertising(empty)).toEqual({
      name: 'FIELD_IS_REQUIRED',
      buttonText: 'FIELD_IS_REQUIRED',
    });
    expect(validateAdvertising({ ...empty, name: '   ', buttonText: '  ' })).toEqual({
      name: 'FIELD_IS_REQUIRED',
      buttonText: 'FIELD_IS_REQUIRED',
    });
    expect(validateAdvertising(valid)).toEqual({});
  });

  it('limits the texts to 255 characters', () => {
    const long = 'x'.repeat(256);
    expect(validateAdvertising({ ...valid, name: 'x'.repeat(255) })).toEqual({});
    expect(validateAdvertising({ ...valid, name: long, shortName: long, buttonText: long })).toEqual({
      name: 'FIELD_MAXLENGTH_255',
      shortName: 'FIELD_MAXLENGTH_255',
      buttonText: 'FIELD_MAXLENGTH_255',
    });
  });

  it('wants links starting with http:// or https://', () => {
    for (const link of [
      'www.example.at',
      'ftp://example.at',
      'javascript:alert(1)',
      'https://',
      'https://a b',
    ]) {
      expect(validateAdvertising({ ...valid, buttonLink: link }).buttonLink, link).toBe(
        'MUST_START_WITH_HTTP_OR_HTTPS',
      );
    }
    expect(validateAdvertising({ ...valid, buttonLink: 'HTTP://example.at/x?y=1' })).toEqual({});
    expect(validateAdvertising({ ...valid, buttonLink: '' })).toEqual({});
  });

  it('takes an optional period whose end lies after its start', () => {
    expect(validateAdvertising({ ...valid, fromDate: '', toDate: '' })).toEqual({});
    expect(validateAdvertising({ ...valid, fromDate: '' })).toEqual({});
    expect(validateAdvertising({ ...valid, toDate: '2027-05-31T08:00' }).toDate).toBe(
      'admin.common.endBeforeStart',
    );
    expect(validateAdvertising({ ...valid, toDate: valid.fromDate }).toDate).toBe(
      'admin.common.endBeforeStart',
    );
    expect(validateAdvertising({ ...valid, fromDate: 'nonsense' }).fromDate).toBe('FIELD_INVALID');
  });

  it('sends exactly the API fields: trimmed texts, empty ones null, image ids and ISO date-times', () => {
    const body = toAdvertisingBody(valid);
    expect(Object.keys(body).sort()).toEqual(
      [
        'active',
        'name',
        'shortName',
        'text',
        'image',
        'detailImage',
        'fromDate',
        'toDate',
        'buttonText',
        'buttonLink',
        'detailView',
      ].sort(),
    );
    expect(body).toMatchObject({
      active: true,
      name: 'Sommerturnier',
      shortName: 'Sommer',
      text: '<p>Jetzt <strong>anmelden</strong></p>',
      image: { id: 3 },
      detailImage: null,
      buttonText: 'Mehr',
      buttonLink: 'https://example.at',
      detailView: false,
    });
    // typed as Vienna time (UTC+2 in June)
    expect(body.fromDate).toBe('2027-06-01T06:00:00.000Z');
    const empty = toAdvertisingBody({
      ...valid,
      shortName: ' ',
      text: '',
      buttonLink: '',
      fromDate: '',
      toDate: '',
    });
    expect(empty).toMatchObject({
      shortName: null,
      text: null,
      buttonLink: null,
      fromDate: null,
      toDate: null,
    });
  });

  it('reads a record back into the same values', () => {
    const body = toAdvertisingBody(valid);
    const record = {
      ...body,
      id: 7,
      publicId: 'abc',
      image: valid.image,
      detailImage: null,
      clicks: 3,
      createdAt: '2027-01-01T00:00:00.000Z',
    };
    expect(advertisingValues(record)).toEqual({
      ...valid,
      name: 'Sommerturnier',
      shortName: 'Sommer',
      buttonText: 'Mehr',
      buttonLink: 'https://example.at',
    });
    expect(advertisingValues({ ...record, shortName: null, text: null, fromDate: null })).toMatchObject({
      shortName: '',
      text: '',
      fromDate: '',
    });
  });

  it('lists newest first and sends the name and active filters only when set', () => {
    expect(buildAdvertisingsQuery(DEFAULT_ADVERTISINGS_FILTER, initialAdvertisingPaging())).toEqual({
      page: 0,
      size: 25,
      sort: 'id,desc',
    });
    expect(
      buildAdvertisingsQuery({ name: ' Sommer ', active: false }, { ...initialAdvertisingPaging(), page: 2 }),
    ).toEqual({ page: 2, size: 25, sort: 'id,desc', name: 'Sommer', active: false });
  });
});

describe('advert access, menu and texts', () => {
  it('is for admins and portal admins', () => {
    expect(canManageAdvertisings(['IS_ADMIN'])).toBe(true);
    expect(canManageAdvertisings(['IS_PORTAL_ADMIN'])).toBe(true);
    expect(canManageAdvertisings(['IS_CLUB_ADMIN'])).toBe(false);
    expect(canManageAdvertisings(['IS_USER_SHOOTER'])).toBe(false);
    expect(canManageAdvertisings(['IS_GUEST'])).toBe(false);
    const entry = MENU_ENTRIES.find((item) => item.id === 'advertisings');
    expect(entry).toMatchObject({ section: 'management', route: ADVERTISING_PATHS.list });
    expect(entry?.permissions).toEqual(['IS_ADMIN', 'IS_PORTAL_ADMIN']);
    expect(ADVERTISING_PATHS).toMatchObject({ list: '/advertisings', create: '/advertisings/create' });
    expect(ADVERTISING_PATHS.edit(4)).toBe('/advertisings/4');
  });

  it('has every text in German and English', () => {
    expect(de.menu.advertisings).toBe('Werbung');
    expect(en.menu.advertisings).toBe('Advertising');
    expect(leaves(advertisingsEn).sort()).toEqual(leaves(advertisingsDe).sort());
    expect(leaves(adminEn.admin.richText).sort()).toEqual(leaves(adminDe.admin.richText).sort());
    expect(adminEn.admin.richText.bold).toBe('Bold');
    expect(adminDe.admin.richText.bold).toBe('Fett');
  });
});
