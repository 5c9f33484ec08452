import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { OPERATOR } from '../config';
import { PATHS } from '../routes/paths';
import { OperatorAddress } from './OperatorAddress';

const LEGAL_LINKS = [
  { to: PATHS.impressum, labelKey: 'footer.impressum', testId: 'footer-impressum' },
  { to: PATHS.datenschutz, labelKey: 'footer.privacy', testId: 'footer-datenschutz' },
  { to: PATHS.conditions, labelKey: 'footer.conditions', testId: 'footer-conditions' },
] as const;

export const Footer = () => {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      data-testid="app-footer"
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', px: { xs: 2, md: 3 }, py: 3, mt: 4 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 6 }} sx={{ mb: 2 }}>
        <OperatorAddress color="inherit" />
        <Box component="nav" aria-label={t('footer.legalLinks')}>
          <Stack spacing={0.5}>
            {LEGAL_LINKS.map((link) => (
              <Link
                key={link.to}
                component={RouterLink}
                to={link.to}
                color="inherit"
                variant="body2"
                data-testid={link.testId}
              >
                {t(link.labelKey)}
              </Link>
            ))}
          </Stack>
        </Box>
      </Stack>
      <Typography variant="caption" sx={{ opacity: 0.8 }} data-testid="footer-copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), company: OPERATOR.company })}
      </Typography>
    </Box>
  );
};
