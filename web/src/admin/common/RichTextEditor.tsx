import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import { EditorContent } from '@tiptap/react';
import { RichTextOutline } from './RichTextOutline';
import { RichTextToolbar } from './RichTextToolbar';
import { useRichTextEditor } from './useRichTextEditor';

export interface RichTextEditorProps {
  label: string;
  /** HTML; null or '' is an empty text. */
  value: string | null;
  /** The editor's HTML after every change; '' when the text is empty (so "required" checks work). */
  onChange(html: string): void;
  error?: boolean;
  helperText?: string;
  /** data-testid of the editable element (click into it and type). */
  testId?: string;
  disabled?: boolean;
}

/**
 * Rich-text field of the back-office (advert text, competition information, club notification
 * blocks): tiptap's starter kit (bold, italic, underline, lists, headings, links, undo/redo) in an
 * outlined frame with a label, error state and helper text like a TextField. The server sanitizes
 * what it gets (rich-text.ts); links are limited to the same schemes here.
 */
export const RichTextEditor = ({
  label,
  value,
  onChange,
  error = false,
  helperText,
  testId = 'rich-text',
  disabled = false,
}: RichTextEditorProps) => {
  const { editor, focused, labelId, helperId } = useRichTextEditor({
    value,
    onChange,
    error,
    helperText,
    testId,
    disabled,
  });
  return (
    <FormControl
      fullWidth
      error={error}
      disabled={disabled}
      focused={focused}
      sx={{ gridColumn: '1 / -1' }}
      data-testid={`${testId}-field`}
    >
      <InputLabel id={labelId} shrink variant="outlined">
        {label}
      </InputLabel>
      <RichTextOutline label={label} error={error} focused={focused} disabled={disabled}>
        {editor ? <RichTextToolbar editor={editor} disabled={disabled} testId={testId} /> : null}
        <Box
          sx={{
            color: disabled ? 'text.disabled' : 'text.primary',
            '& .ProseMirror': {
              minHeight: 120,
              px: 1.75,
              py: 1.5,
              outline: 'none',
              overflowWrap: 'anywhere',
              '& > :first-of-type': { mt: 0 },
              '& > :last-child': { mb: 0 },
              '& p': { my: 1 },
              '& ul, & ol': { pl: 3, my: 1 },
              '& h2, & h3, & h4': { mt: 2, mb: 1, lineHeight: 1.3 },
              '& a': { color: 'primary.main' },
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </RichTextOutline>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
};

export default RichTextEditor;
