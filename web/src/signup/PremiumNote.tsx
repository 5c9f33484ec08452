import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../routes/paths';

/**
 * A premium feature the signer does not have (docs/premium-features.md): what it is, and the way
 * to premium (#/premium).
 */
export const PremiumNote = ({
  text,
  linkText,
  testId,
  sx,
}: {
  text: string;
  /** the link's text (each page's own namespace: the sign-up texts load with the dialog) */
  linkText: string;
  testId: string;
  sx?: SxProps<Theme>;
}) => (
  <Alert severity="info" sx={sx ?? { mb: 2 }} data-testid={testId}>
    {text}{' '}
    <Link component={RouterLink} to={PATHS.premium} data-testid={`${testId}-link`}>
      {linkText}
    </Link>
  </Alert>
);
