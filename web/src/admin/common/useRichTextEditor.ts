import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { ALLOWED_LINK, editableAttributes, htmlOf } from './richText';

interface RichTextState {
  value: string | null;
  onChange(html: string): void;
  error: boolean;
  helperText?: string;
  testId: string;
  disabled: boolean;
}

/**
 * The tiptap editor of a rich-text field: the starter kit without code and rules, links limited
 * to the allowed schemes; it reports every change, takes a value from outside without reporting
 * it back, follows `disabled`, and keeps the editable element's attributes current.
 */
export const useRichTextEditor = ({
  value,
  onChange,
  error,
  helperText,
  testId,
  disabled,
}: RichTextState) => {
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const [focused, setFocused] = useState(false);
  // the HTML this editor last reported (or was given): a value coming back unchanged is no reset
  const known = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => ALLOWED_LINK.test(url),
        },
      }),
    ],
    content: value ?? '',
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      known.current = html;
      onChangeRef.current(html);
    },
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  });

  // a value from outside (the form loaded a record, a reset): replace the content, without an update
  useEffect(() => {
    const next = value ?? '';
    if (!editor || next === known.current) return;
    known.current = next;
    if (next === htmlOf(editor)) return;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: editableAttributes({ labelId, helperId, error, helperText, testId, disabled }),
      },
    });
  }, [editor, labelId, helperId, error, helperText, testId, disabled]);

  return { editor, focused, labelId, helperId };
};
