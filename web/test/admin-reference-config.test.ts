import { describe, expect, it } from 'vitest';
import { canReadReference, canWriteReference } from '../src/admin/access';
import {
  buildReferenceQuery,
  emptyValues,
  fieldLabel,
  initialListState,
  recordValues,
  REFERENCE_CONFIGS,
  RESOURCE_TEXT_KEYS,
  resourceText,
  toReferenceBody,
  validateReference,
} from '../src/admin/reference/referenceConfig';
import { REFERENCE_PATHS, REFERENCE_RESOURCES } from '../src/admin/reference/resources';
import { MENU_ENTRIES } from '../src/layout/menu/menuEntries';
import { adminDe } from '../src/i18n/admin.de';
import { adminEn } from '../src/i18n/admin.en';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { referenceDe } from '../src/i18n/reference.de';
import { referenceEn } from '../src/i18n/reference.en';

/** The text at a dotted key, looked up in the merged trees the pages see. */
const text = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

// the reference pages see the shell's texts plus the admin and reference bundles their chunks register
const trees = [
  ['de', { ...de, ...adminDe, ...referenceDe }],
  ['en', { ...en, ...adminEn, ...referenceEn }],
] as const;

describe('reference-data config', () => {
  it('has a config for every resource', () => {
    expect(Object.keys(REFERENCE_CONFIGS).sort()).toEqual([...REFERENCE_RESOURCES].sort());
    for (const resource of REFERENCE_RESOURCES) expect(REFERENCE_CONFIGS[resource].resource).toBe(resource);
  });

  it.each(trees)('has %s texts for every page, field, column and menu entry', (_language, tree) => {
    for (const resource of REFERENCE_RESOURCES) {
      const config = REFERENCE_CONFIGS[resource];
      for (const key of RESOURCE_TEXT_KEYS)
        expect(text(tree, resourceText(resource, key)), key).toBeTypeOf('string');
      for (const field of config.fields)
        expect(text(tree, fieldLabel(field.name)), field.name).toBeTypeOf('string');
      for (const column of config.columns) {
        expect(text(tree, fieldLabel(column.field)), column.field).toBeTypeOf('string');
      }
      expect(text(tree, `menu.${resource}`)).toBeTypeOf('string');
    }
    for (const key of Object.keys(referenceDe.reference.common)) {
      expect(text(tree, `reference.common.${key}`)).toBeTypeOf('string');
    }
  });

  it('keeps the page texts out of the shell trees', () => {
    expect('reference' in de).toBe(false);
    expect('reference' in en).toBe(false);
  });

  it('shows the six menu entries to admins and portal admins only', () => {
    const entries = MENU_ENTRIES.filter((entry) =>
      (REFERENCE_RESOURCES as readonly string[]).includes(entry.id),
    );
    expect(entries.map((entry) => entry.id)).toEqual([...REFERENCE_RESOURCES]);
    for (const entry of entries) {
      expect(entry.route).toBe(REFERENCE_PATHS.list(entry.id as (typeof REFERENCE_RESOURCES)[number]));
      expect(entry.permissions).toEqual(['IS_ADMIN', 'IS_PORTAL_ADMIN']);
    }
  });

  it('lets club admins read and admins and portal admins write', () => {
    expect(canReadReference(['IS_CLUB_ADMIN'])).toBe(true);
    expect(canWriteReference(['IS_CLUB_ADMIN'])).toBe(false);
    expect(canWriteReference(['IS_PORTAL_ADMIN'])).toBe(true);
    expect(canWriteReference(['IS_ADMIN'])).toBe(true);
    expect(canReadReference(['IS_USER_SHOOTER'])).toBe(false);
  });

  it('builds the routes of each resource', () => {
    expect(REFERENCE_PATHS.list('uploadTypes')).toBe('/uploadTypes');
    expect(REFERENCE_PATHS.create('factors')).toBe('/factors/create');
    expect(REFERENCE_PATHS.edit('divisions', 7)).toBe('/divisions/7');
  });
});

describe('reference-data list query', () => {
  it.each(['factors', 'levels', 'competitionClasses', 'divisions', 'competitionTypes'] as const)(
    'asks %s by default for page 0, 25 rows, sorted by name',
    (resource) => {
      expect(buildReferenceQuery(initialListState(REFERENCE_CONFIGS[resource]))).toEqual({
        page: 0,
        size: 25,
        sort: 'name,asc',
      });
    },
  );

  it('sorts upload types by sortingOrder ascending', () => {
    expect(buildReferenceQuery(initialListState(REFERENCE_CONFIGS.uploadTypes))).toEqual({
      page: 0,
      size: 25,
      sort: 'sortingOrder,asc',
    });
  });

  it('adds the trimmed name filter, page, size and sort', () => {
    expect(
      buildReferenceQuery({
        name: '  Open ',
        paging: { page: 2, size: 50, sort: { field: 'id', direction: 'desc' } },
      }),
    ).toEqual({ page: 2, size: 50, sort: 'id,desc', name: 'Open' });
  });

  it('gives each list a fresh default sort object', () => {
    const state = initialListState(REFERENCE_CONFIGS.factors);
    state.paging.sort.field = 'id';
    expect(initialListState(REFERENCE_CONFIGS.factors).paging.sort.field).toBe('name');
  });
});

describe('reference-data forms', () => {
  it.each(['factors', 'levels', 'competitionClasses'] as const)('%s: name only', (resource) => {
    const config = REFERENCE_CONFIGS[resource];
    expect(emptyValues(config)).toEqual({ name: '' });
    expect(validateReference(config, { name: ' ' })).toEqual({ name: 'FIELD_IS_REQUIRED' });
    expect(validateReference(config, { name: 'x'.repeat(256) })).toEqual({ name: 'FIELD_MAXLENGTH_255' });
    expect(validateReference(config, { name: 'x'.repeat(255) })).toEqual({});
    expect(toReferenceBody(config, { name: ' Minor ' })).toEqual({ name: 'Minor' });
  });

  it('divisions: name and competition type ids', () => {
    const config = REFERENCE_CONFIGS.divisions;
    expect(emptyValues(config)).toEqual({ name: '', competitionType_ids: [] });
    expect(validateReference(config, emptyValues(config))).toEqual({ name: 'FIELD_IS_REQUIRED' });
    const values = recordValues(config, { id: 3, name: 'Production', competitionType_ids: [1, 4] });
    expect(values).toEqual({ name: 'Production', competitionType_ids: [1, 4] });
    expect(toReferenceBody(config, values)).toEqual({ name: 'Production', competitionType_ids: [1, 4] });
    expect(recordValues(config, { id: 3, name: 'Open' }).competitionType_ids).toEqual([]);
  });

  it('competition types: timeout required and a whole number, logo optional, switches', () => {
    const config = REFERENCE_CONFIGS.competitionTypes;
    expect(emptyValues(config)).toEqual({
      name: '',
      signupReservationTimeout: '',
      logo: '',
      isDefault: false,
      event: false,
    });
    expect(validateReference(config, emptyValues(config))).toEqual({
      name: 'FIELD_IS_REQUIRED',
      signupReservationTimeout: 'FIELD_IS_REQUIRED',
    });
    const base = { ...emptyValues(config), name: 'IPSC' };
    expect(validateReference(config, { ...base, signupReservationTimeout: 'abc' })).toEqual({
      signupReservationTimeout: 'FIELD_INVALID',
    });
    expect(validateReference(config, { ...base, signupReservationTimeout: '0' })).toEqual({
      signupReservationTimeout: 'FIELD_INVALID',
    });
    expect(validateReference(config, { ...base, signupReservationTimeout: '1.5' })).toEqual({
      signupReservationTimeout: 'FIELD_INVALID',
    });
    expect(
      validateReference(config, { ...base, signupReservationTimeout: '1', logo: 'x'.repeat(2048) }),
    ).toEqual({});
    expect(
      validateReference(config, { ...base, signupReservationTimeout: '1', logo: 'x'.repeat(2049) }),
    ).toEqual({
      logo: 'FIELD_INVALID',
    });
    expect(toReferenceBody(config, { ...base, signupReservationTimeout: ' 900 ', isDefault: true })).toEqual({
      name: 'IPSC',
      signupReservationTimeout: 900,
      logo: null,
      isDefault: true,
      event: false,
    });
    const record = {
      id: 1,
      name: 'IPSC',
      signupReservationTimeout: 600,
      logo: 'https://example.org/ipsc.png',
      isDefault: false,
      event: true,
    };
    const values = recordValues(config, record);
    expect(values).toEqual({
      name: 'IPSC',
      signupReservationTimeout: '600',
      logo: 'https://example.org/ipsc.png',
      isDefault: false,
      event: true,
    });
    expect(toReferenceBody(config, values)).toEqual({
      name: 'IPSC',
      signupReservationTimeout: 600,
      logo: 'https://example.org/ipsc.png',
      isDefault: false,
      event: true,
    });
  });

  it('upload types: name, sorting order (0 when empty) and showName', () => {
    const config = REFERENCE_CONFIGS.uploadTypes;
    expect(emptyValues(config)).toEqual({ name: '', sortingOrder: '0', showName: true });
    expect(validateReference(config, { name: 'Result list', sortingOrder: '', showName: true })).toEqual({});
    expect(validateReference(config, { name: 'Result list', sortingOrder: 'x', showName: true })).toEqual({
      sortingOrder: 'FIELD_INVALID',
    });
    expect(toReferenceBody(config, { name: 'Result list', sortingOrder: '', showName: false })).toEqual({
      name: 'Result list',
      sortingOrder: 0,
      showName: false,
    });
    expect(toReferenceBody(config, { name: 'Result list', sortingOrder: '3', showName: true })).toEqual({
      name: 'Result list',
      sortingOrder: 3,
      showName: true,
    });
    expect(config.columns.map((column) => column.field)).toEqual(['id', 'name', 'sortingOrder', 'showName']);
  });
});
