import { describe, expect, it } from 'vitest';
import {
  blockText,
  NOTIFICATION_TYPE_NAMES,
  notificationBlocksError,
  toBlocksBody,
  withBlockText,
  type NotificationBlock,
} from '../src/admin/common/notificationBlocks';
import { clubsDe } from '../src/i18n/clubs.de';
import { clubsEn } from '../src/i18n/clubs.en';

const SIGN_ON = { id: 1, name: 'SIGN_ON_CONFIRMATION' };
const UPCOMING = { id: 3, name: 'UPCOMING' };
const blocks: NotificationBlock[] = [
  { type: SIGN_ON, text: '<p>Danke</p>' },
  { type: UPCOMING, text: '<p>Bis bald</p>' },
];

describe('notification blocks of a form', () => {
  it('reads the text of a type, empty when the type has no block', () => {
    expect(blockText(blocks, 3)).toBe('<p>Bis bald</p>');
    expect(blockText(blocks, 2)).toBe('');
    expect(blockText([], 1)).toBe('');
  });

  it('changes, adds (in type order) and removes by an empty text, without changing the input', () => {
    expect(withBlockText(blocks, SIGN_ON, '<p><strong>Danke</strong></p>')).toEqual([
      { type: SIGN_ON, text: '<p><strong>Danke</strong></p>' },
      blocks[1],
    ]);
    expect(
      withBlockText(blocks, { id: 2, name: 'WAITING_LIST_CHANGE' }, '<p>W</p>').map((b) => b.type.id),
    ).toEqual([1, 2, 3]);
    expect(withBlockText(blocks, UPCOMING, '')).toEqual([blocks[0]]);
    expect(withBlockText(blocks, UPCOMING, '   ')).toEqual([blocks[0]]);
    expect(blocks).toHaveLength(2);
  });

  it('sends the type by id only', () => {
    expect(toBlocksBody(blocks)).toEqual([
      { type: { id: 1 }, text: '<p>Danke</p>' },
      { type: { id: 3 }, text: '<p>Bis bald</p>' },
    ]);
  });

  it('finds a save error about the blocks in field or errors, and nothing else', () => {
    const failure = (data: unknown) => ({ status: 400, data });
    expect(notificationBlocksError(failure({ error: 'FIELD_INVALID', field: 'notificationBlocks' }))).toBe(
      'FIELD_INVALID',
    );
    expect(
      notificationBlocksError(
        failure({
          error: 'FIELD_IS_REQUIRED',
          field: 'name',
          errors: [
            { field: 'name', key: 'FIELD_IS_REQUIRED' },
            { field: 'notificationBlocks.0.type.id', key: 'FIELD_INVALID' },
          ],
        }),
      ),
    ).toBe('FIELD_INVALID');
    expect(notificationBlocksError(failure({ error: 'FIELD_IS_REQUIRED', field: 'name' }))).toBeNull();
    expect(notificationBlocksError({ status: 'FETCH_ERROR', error: 'x' })).toBeNull();
    expect(notificationBlocksError(null)).toBeNull();
  });

  it('names and explains every type in German and English', () => {
    expect(NOTIFICATION_TYPE_NAMES.map((name) => clubsDe.notificationBlocks.types[name])).toEqual([
      'Anmeldebestätigung',
      'Wartelistenänderung',
      'Bevorstehender Bewerb',
      'Abmeldung',
      'Absage',
      'Zahlungseingang',
    ]);
    expect(NOTIFICATION_TYPE_NAMES.map((name) => clubsEn.notificationBlocks.types[name])).toEqual([
      'Sign-on confirmation',
      'Waiting-list change',
      'Upcoming competition',
      'Sign-off',
      'Cancellation',
      'Payment received',
    ]);
    for (const name of NOTIFICATION_TYPE_NAMES) {
      expect(clubsDe.notificationBlocks.explanations[name]).toMatch(/E-Mails/);
      expect(clubsEn.notificationBlocks.explanations[name]).toMatch(/e-mails/);
    }
  });
});
