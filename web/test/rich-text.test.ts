import { describe, expect, it } from 'vitest';
import {
  ALLOWED_LINK,
  editableAttributes,
  htmlOf,
  linkToApply,
  outlineColor,
} from '../src/admin/common/richText';

describe('the rich-text field', () => {
  it('keeps an empty document as an empty text, so "required" checks work', () => {
    expect(htmlOf({ isEmpty: true, getHTML: () => '<p></p>' })).toBe('');
    expect(htmlOf({ isEmpty: false, getHTML: () => '<p>Hallo</p>' })).toBe('<p>Hallo</p>');
  });

  it('allows links with the schemes the server keeps: http, https, mailto and tel', () => {
    for (const url of ['https://example.at', 'http://example.at/a?b=1', 'mailto:a@b.at', 'TEL:+4312345'])
      expect(ALLOWED_LINK.test(url)).toBe(true);
    for (const url of ['javascript:alert(1)', 'ftp://example.at', 'example.at', 'https://a b'])
      expect(ALLOWED_LINK.test(url)).toBe(false);
  });

  it('applies a trimmed address, an empty one removes the link, another scheme is refused', () => {
    expect(linkToApply('  https://example.at ')).toBe('https://example.at');
    expect(linkToApply('   ')).toBe('');
    expect(linkToApply('javascript:alert(1)')).toBeNull();
  });

  it('names the editable element a multi-line text box labelled, described and marked as asked', () => {
    const ids = { labelId: 'l', helperId: 'h', testId: 'info' };
    expect(editableAttributes({ ...ids, error: false, disabled: false })).toEqual({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': 'l',
      'aria-invalid': 'false',
      'data-testid': 'info',
    });
    expect(
      editableAttributes({ ...ids, error: true, helperText: 'Pflichtfeld', disabled: true }),
    ).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'h',
      'aria-disabled': 'true',
    });
  });

  it('colours the outline by error, then focus, then disabled', () => {
    expect(outlineColor({ error: true, focused: true, disabled: true })).toBe('error.main');
    expect(outlineColor({ error: false, focused: true, disabled: true })).toBe('primary.main');
    expect(outlineColor({ error: false, focused: false, disabled: true })).toBe('action.disabled');
    expect(outlineColor({ error: false, focused: false, disabled: false })).toBeUndefined();
  });
});
