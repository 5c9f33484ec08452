import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADING_LEVEL } from './richText';
import { RichTextLinkDialog } from './RichTextLinkDialog';

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

/** Bold, italic, underline, heading, lists, link, undo and redo; a format's button is pressed where the selection has it. */
export const RichTextToolbar = ({
  editor,
  disabled,
  testId,
}: {
  editor: Editor;
  disabled: boolean;
  testId: string;
}) => {
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
      <RichTextLinkDialog
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
