import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LegalSections } from './LegalSections';
import { PageTitle } from './PageTitle';
import './legalTexts';

const SECTIONS = [
  'scope',
  'account',
  'signUp',
  'payment',
  'premium',
  'cancellation',
  'conduct',
  'liability',
  'final',
] as const;

const ConditionsPage = () => {
  const { t } = useTranslation();
  return (
    <Box data-testid="page-conditions" sx={{ maxWidth: 760 }}>
      <PageTitle>{t('conditions.title')}</PageTitle>
      <Typography>{t('conditions.intro')}</Typography>
      <LegalSections prefix="conditions" ids={SECTIONS} />
    </Box>
  );
};

export default ConditionsPage;
