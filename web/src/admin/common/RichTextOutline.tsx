import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { outlineColor } from './richText';

interface RichTextOutlineProps {
  label: string;
  error: boolean;
  focused: boolean;
  disabled: boolean;
  children: ReactNode;
}

/**
 * The frame of a rich-text field: the outline with a notch for the label, as MUI's outlined inputs
 * draw it, darker on hover while at rest.
 */
export const RichTextOutline = ({ label, error, focused, disabled, children }: RichTextOutlineProps) => {
  const borderColor = outlineColor({ error, focused, disabled });
  return (
    <Box
      sx={(theme) => ({
        position: 'relative',
        borderRadius: `${theme.shape.borderRadius}px`,
        '&:hover > fieldset': !error && !focused && !disabled ? { borderColor: 'text.primary' } : undefined,
      })}
    >
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
      {children}
    </Box>
  );
};
