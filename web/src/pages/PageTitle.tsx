import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page heading, also used as document title. */
export const PageTitle = ({ children }: { children: string }) => {
  const { t } = useTranslation();
  const appTitle = t('app.title');
  useEffect(() => {
    document.title = `${children} – ${appTitle}`;
  }, [children, appTitle]);
  return (
    <Typography variant="h1" gutterBottom>
      {children}
    </Typography>
  );
};
