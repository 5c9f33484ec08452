import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import TextField from '@mui/material/TextField';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** The heading level the toolbar button toggles (h1 stays the page's, h2 is too big inside a form). */
const HEADING_LEVEL = 3;

/** Links the server's sanitizer keeps (rich-text.ts): http, https, mailto and tel. */
export const ALLOWED_LINK = /^(https?:\/\/|mailto:|tel:)\S+$/i;

/** The editor's HTML as the form keeps it: '' for an empty document. */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

interface ToolbarButtonProps {
  title: string;
  active?: boolean;
  disabled?: boolean;
  testId?: string;
  onClick: () => void;
  children: ReactNode;
}

const ToolbarButton = ({ title, active, disabled, testId, onClick, children }: ToolbarButtonProps) => (
  <IconButton
    size="small"
    title={title}
    aria-label={title}
    aria-pressed={active === undefined ? undefined : active}
    disabled={disabled}
    color={active ? 'primary' : 'default'}
    // keep the editor's selection: the click must not move the focus out of the text
    onMouseDown={(event) => event.preventDefault()}
    onClick={onClick}
    data-testid={testId}
    sx={active ? { bgcolor: 'action.selected' } : undefined}
  >
    {children}
  </IconButton>
);

interface LinkDialogProps {
  open: boolean;
  initial: string;
  testId: string;
  onApply: (url: string) => void;
  onClose: () => void;
}

/** Asks for the address of a link; an empty address removes the link. */
const LinkDialog = ({ open, initial, testId, onApply, onClose }: LinkDialogProps) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (open) {
      setUrl(initial);
      setInvalid(false);
    }
  }, [open, initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // never submit the surrounding form
    const trimmed = url.trim();
    if (trimmed && !ALLOWED_LINK.test(trimmed)) {
      setInvalid(true);
      return;
    }
    onApply(trimmed);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`${testId}-link-title`}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${testId}-link-title`}>{t('admin.richText.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('admin.richText.linkUrl')}
            value={url}
            error={invalid}
            helperText={invalid ? t('admin.richText.linkInvalid') : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              setInvalid(false);
            }}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-link-url`, maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          {initial ? (
            <Button color="error" onClick={() => onApply('')} data-testid={`${testId}-link-remove`}>
              {t('admin.richText.linkRemove')}
            </Button>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid={`${testId}-link-apply`}>
            {t('admin.richText.apply')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};

const Toolbar = ({ editor, disabled, testId }: { editor: Editor; disabled: boolean; testId: string }) => {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      heading: current.isActive('heading', { level: HEADING_LEVEL }),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (
    name: 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'heading',
    icon: ReactNode,
    run: () => void,
  ) => (
    <ToolbarButton
      title={t(`admin.richText.${name}`)}
      active={state[name]}
      disabled={disabled}
      testId={`${testId}-${name}`}
      onClick={run}
    >
      {icon}
    </ToolbarButton>
  );
  const applyLink = (url: string) => {
    setLinkOpen(false);
    if (!url) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url }).run();
  };
  return (
    <Box
      role="toolbar"
      aria-label={t('admin.richText.toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        py: 0.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {button('bold', <FormatBoldIcon fontSize="small" />, () => chain().toggleBold().run())}
      {button('italic', <FormatItalicIcon fontSize="small" />, () => chain().toggleItalic().run())}
      {button('underline', <FormatUnderlinedIcon fontSize="small" />, () => chain().toggleUnderline().run())}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {button('heading', <TitleIcon fontSize="small" />, () =>
        chain().toggleHeading({ level: HEADING_LEVEL }).run(),
      )}
      {button('bulletList', <FormatListBulletedIcon fontSize="small" />, () =>
        chain().toggleBulletList().run(),
      )}
      {button('orderedList', <FormatListNumberedIcon fontSize="small" />, () =>
        chain().toggleOrderedList().run(),
      )}
      <ToolbarButton
        title={t('admin.richText.link')}
        active={state.link}
        disabled={disabled}
        testId={`${testId}-link`}
        onClick={() => setLinkOpen(true)}
      >
        <LinkIcon fontSize="small" />
      </ToolbarButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarButton
        title={t('admin.richText.undo')}
        disabled={disabled || !state.canUndo}
        testId={`${testId}-undo`}
        onClick={() => chain().undo().run()}
      >
        <UndoIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        title={t('admin.richText.redo')}
        disabled={disabled || !state.canRedo}
        testId={`${testId}-redo`}
        onClick={() => chain().redo().run()}
      >
        <RedoIcon fontSize="small" />
      </ToolbarButton>
      <LinkDialog
        open={linkOpen}
        initial={state.href}
        testId={testId}
        onApply={applyLink}
        onClose={() => {
          setLinkOpen(false);
          editor.commands.focus();
        }}
      />
    </Box>
  );
};

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

  // the editable element is the field for tests, labels and "focus the first invalid field"
  useEffect(() => {
    if (!editor) return;
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-invalid': String(error),
      'data-testid': testId,
    };
    if (helperText) attributes['aria-describedby'] = helperId;
    if (disabled) attributes['aria-disabled'] = 'true';
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, labelId, helperId, error, helperText, testId, disabled]);

  const borderColor = error
    ? 'error.main'
    : focused
      ? 'primary.main'
      : disabled
        ? 'action.disabled'
        : undefined;
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
      <Box
        sx={(theme) => ({
          position: 'relative',
          borderRadius: `${theme.shape.borderRadius}px`,
          '&:hover > fieldset': !error && !focused && !disabled ? { borderColor: 'text.primary' } : undefined,
        })}
      >
        {/* the outline with a notch for the label, as MUI's outlined inputs draw it */}
        <Box
          component="fieldset"
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            inset: '-5px 0 0',
            m: 0,
            px: 1,
            pointerEvents: 'none',
            borderRadius: 'inherit',
            borderStyle: 'solid',
            borderWidth: focused && !error ? 2 : 1,
            borderColor:
              borderColor ??
              (theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'),
            minWidth: 0,
            overflow: 'hidden',
          })}
        >
          <Box
            component="legend"
            sx={{
              float: 'unset',
              width: 'auto',
              overflow: 'hidden',
              display: 'block',
              p: 0,
              height: 11,
              fontSize: '0.75em',
              visibility: 'hidden',
              maxWidth: '100%',
              whiteSpace: 'nowrap',
              '& > span': { px: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
            }}
          >
            <span>{label}</span>
          </Box>
        </Box>
        {editor ? <Toolbar editor={editor} disabled={disabled} testId={testId} /> : null}
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
      </Box>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
};

export default RichTextEditor;
