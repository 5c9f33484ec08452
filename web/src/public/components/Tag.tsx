import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Tone = 'error' | 'warning' | 'info' | 'success' | 'neutral';

const COLOURS: Record<Tone, { bg: string; fg: string; border: string }> = {
  error: { bg: 'error.main', fg: 'error.contrastText', border: 'error.main' },
  warning: { bg: 'warning.main', fg: 'warning.contrastText', border: 'warning.main' },
  info: { bg: 'transparent', fg: 'info.main', border: 'info.main' },
  success: { bg: 'transparent', fg: 'success.main', border: 'success.main' },
  neutral: { bg: 'transparent', fg: 'text.primary', border: 'divider' },
};

/**
 * A small rounded label (badges, info chips). Plain markup instead of MUI's Chip keeps the public
 * pages' first load within its budget.
 */
export const Tag = ({
  tone = 'neutral',
  children,
  testId,
  title,
  ml,
  data,
}: {
  tone?: Tone;
  children: ReactNode;
  testId?: string;
  title?: string;
  ml?: number;
  data?: Record<`data-${string}`, string | boolean>;
}) => {
  const colour = COLOURS[tone];
  return (
    <Box
      component="span"
      title={title}
      data-testid={testId}
      {...data}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        px: 1,
        py: 0.125,
        ml,
        borderRadius: 4,
        border: 1,
        borderColor: colour.border,
        bgcolor: colour.bg,
        color: colour.fg,
        fontSize: '0.75rem',
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      {children}
    </Box>
  );
};
