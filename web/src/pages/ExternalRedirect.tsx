import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec routes about, costs and premiumdienste lead to the marketing site. */
export const ExternalRedirect = ({ href }: { href: string }) => {
  const { t } = useTranslation();
  useEffect(() => window.location.replace(href), [href]);
  return (
    <Typography data-testid="external-redirect">
      {t('redirect.external')}{' '}
      <Link href={href} rel="noopener noreferrer">
        {t('redirect.externalLink')}
      </Link>
    </Typography>
  );
};
