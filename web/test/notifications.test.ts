import { describe, expect, it } from 'vitest';
import { joinMessages } from '../src/notifications/joinMessages';
import notificationsSlice, {
  errorCleared,
  errorOccurred,
  errorsHidden,
  errorsShown,
  successHidden,
  successShown,
} from '../src/notifications/notificationsSlice';

const reduce = notificationsSlice.reducer;

describe('notifications slice', () => {
  it('shows a success key and hides it without losing the text', () => {
    const shown = reduce(undefined, successShown('SUCCESS_PAY'));
    expect(shown.success).toEqual({ id: 1, value: 'SUCCESS_PAY', open: true });
    expect(reduce(shown, successHidden()).success).toEqual({ id: 1, value: 'SUCCESS_PAY', open: false });
  });

  it('a success hides the red "check the marked fields" that came before it, keeping its text for the exit', () => {
    const refused = reduce(undefined, errorsShown('admin.common.checkFields'));
    const saved = reduce(refused, successShown('SUCCESS_PAY'));
    expect(saved.errors).toMatchObject({ value: ['admin.common.checkFields'], open: false });
    expect(saved.success).toMatchObject({ value: 'SUCCESS_PAY', open: true });
  });

  it('gives every new message a new id so its 7 seconds start again', () => {
    const first = reduce(undefined, successShown('SUCCESS_PAY'));
    const second = reduce(first, successShown('SUCCESS_PAY'));
    expect(second.success?.id).toBeGreaterThan(first.success?.id ?? 0);
  });

  it('collects error keys and ignores empty ones', () => {
    expect(reduce(undefined, errorsShown(['SQUAD_FULL', '', 'INVALID_CODE'])).errors?.value).toEqual([
      'SQUAD_FULL',
      'INVALID_CODE',
    ]);
    expect(reduce(undefined, errorsShown('')).errors).toBeNull();
    expect(reduce(reduce(undefined, errorsShown('SQUAD_FULL')), errorsHidden()).errors?.open).toBe(false);
  });

  it('keeps the shared error until it is cleared', () => {
    const failed = reduce(undefined, errorOccurred('NO_USER'));
    expect(failed.error).toBe('NO_USER');
    expect(reduce(failed, errorCleared()).error).toBeNull();
  });
});

describe('joinMessages', () => {
  it('separates several messages with commas without sentence ends', () => {
    expect(joinMessages(['Der Squad ist voll.', 'Der Code ist ungültig.', 'RAW_KEY'])).toBe(
      'Der Squad ist voll, Der Code ist ungültig, RAW_KEY',
    );
  });

  it('leaves a single message as it is', () => {
    expect(joinMessages(['Der Squad ist voll.'])).toBe('Der Squad ist voll.');
    expect(joinMessages([])).toBe('');
  });
});
