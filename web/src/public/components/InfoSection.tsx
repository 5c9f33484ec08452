import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled box of facts on the club and competition pages. */
export const InfoSection = ({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) => (
  <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
    <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** One line of text, left out when empty. */
export const Line = ({ children, testId }: { children: ReactNode; testId?: string }) =>
  children === null || children === undefined || children === '' ? null : (
    <Typography variant="body2" data-testid={testId}>
      {children}
    </Typography>
  );
