import type { Breakpoint, Theme } from '@mui/material/styles';
import { visuallyHidden } from './visuallyHidden';

/**
 * Below `breakpoint` a wide table would scroll sideways and hide its last columns (and row
 * actions): each row becomes a wrapping line of its cells instead, each cell labelled with its
 * column (cellLabels.ts), the heading row kept only as a line of sort labels, empty cells vanish.
 * Used by the public tables and the back-office lists.
 */
export const stackedRowsSx =
  (breakpoint: Breakpoint, alignItems: 'center' | 'baseline') => (theme: Theme) => ({
    [theme.breakpoints.down(breakpoint)]: {
      '&, & thead, & tbody': { display: 'block' },
      '& tr': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems,
        columnGap: 2,
        rowGap: 0.25,
        py: 0.75,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
      },
      '& th, & td, & th:first-of-type, & td:first-of-type, & th:last-of-type, & td:last-of-type': {
        display: 'block',
        border: 0,
        p: 0,
        minWidth: 0,
        whiteSpace: 'normal',
        overflowWrap: 'break-word',
      },
      '& th:empty, & td:empty': { display: 'none' },
      // every value says what it is (cellLabels.ts), so the heading line is only kept where it
      // sorts; a label and its value stay together on one line (docs/web-usability.md)
      // (hidden for the eye only: screen readers keep the table's headers)
      '& thead:not(:has(.MuiTableSortLabel-root))': visuallyHidden,
      '& td[data-label]::before': {
        content: 'attr(data-label) ": "',
        color: 'text.secondary',
        fontSize: '0.75rem',
      },
      '& td': { py: 0.25 },
    },
  });
