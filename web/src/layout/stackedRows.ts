import type { Breakpoint, Theme } from '@mui/material/styles';

/**
 * Below `breakpoint` a wide table would scroll sideways and hide its last columns (and row
 * actions): each row becomes a wrapping line of its cells instead, the heading row a line of its
 * (sort) labels, empty cells vanish. Used by the public tables and the back-office lists.
 */
export const stackedRowsSx =
  (breakpoint: Breakpoint, alignItems: 'center' | 'baseline') => (theme: Theme) => ({
    [theme.breakpoints.down(breakpoint)]: {
      '&, & thead, & tbody': { display: 'block' },
      '& tr': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems,
        columnGap: 1.5,
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
        overflowWrap: 'anywhere',
      },
      '& th:empty, & td:empty': { display: 'none' },
    },
  });
