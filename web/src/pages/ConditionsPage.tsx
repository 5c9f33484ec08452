import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
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
  'withdrawal',
] as const;

const ConditionsPage = () => {
  const { t } = useTranslation();
  // `?section=withdrawal` (the premium purchase's link) opens the page at that section
  const [params] = useSearchParams();
  const section = params.get('section');
  useEffect(() => {
    if (section) document.getElementById(`conditions-${section}`)?.scrollIntoView();
  }, [section]);
  return (
    <Box data-testid="page-conditions" sx={{ maxWidth: 760 }}>
      <PageTitle>{t('conditions.title')}</PageTitle>
      <Typography>{t('conditions.intro')}</Typography>
      <LegalSections prefix="conditions" ids={SECTIONS} />
    </Box>
  );
};

export default ConditionsPage;
