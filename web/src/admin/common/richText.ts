import type { Editor } from '@tiptap/react';

/** The heading level the toolbar button toggles (h1 stays the page's, h2 is too big inside a form). */
export const HEADING_LEVEL = 3;

/** Links the server's sanitizer keeps (rich-text.ts): http, https, mailto and tel. */
export const ALLOWED_LINK = /^(https?:\/\/|mailto:|tel:)\S+$/i;

/** The editor's HTML as the form keeps it: '' for an empty document. */
export const htmlOf = (editor: Pick<Editor, 'isEmpty' | 'getHTML'>): string =>
  editor.isEmpty ? '' : editor.getHTML();

/** The address the link dialog applies: trimmed, '' removes the link; null for a scheme not allowed. */
export const linkToApply = (url: string): string | null => {
  const trimmed = url.trim();
  return trimmed && !ALLOWED_LINK.test(trimmed) ? null : trimmed;
};

interface EditableState {
  labelId: string;
  helperId: string;
  error: boolean;
  helperText?: string;
  testId: string;
  disabled: boolean;
}

/**
 * The attributes of the editable element: it is the field for tests, labels and "focus the first
 * invalid field".
 */
export const editableAttributes = ({
  labelId,
  helperId,
  error,
  helperText,
  testId,
  disabled,
}: EditableState): Record<string, string> => {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-invalid': String(error),
    'data-testid': testId,
  };
  if (helperText) attributes['aria-describedby'] = helperId;
  if (disabled) attributes['aria-disabled'] = 'true';
  return attributes;
};

/** The outline's colour: error, then focus, then disabled; none means the theme's resting grey. */
export const outlineColor = ({
  error,
  focused,
  disabled,
}: {
  error: boolean;
  focused: boolean;
  disabled: boolean;
}): string | undefined =>
  error ? 'error.main' : focused ? 'primary.main' : disabled ? 'action.disabled' : undefined;
