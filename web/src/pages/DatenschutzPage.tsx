import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../config';
import { OperatorAddress } from '../layout/OperatorAddress';
import { LegalSections } from './LegalSections';
import { PageTitle } from './PageTitle';
import './legalTexts';

const SECTIONS = [
  'data',
  'purposes',
  'recipients',
  'contactMail',
  'browserStorage',
  'retention',
  'rights',
  'complaint',
] as const;

const DatenschutzPage = () => {
  const { t } = useTranslation();
  return (
    <Box data-testid="page-datenschutz" sx={{ maxWidth: 760 }}>
      <PageTitle>{t('privacy.title')}</PageTitle>
      <Typography>{t('privacy.intro')}</Typography>
      <section data-testid="privacy-controller">
        <Typography variant="h3" component="h2" sx={{ mt: 3, mb: 1 }}>
          {t('privacy.controller.title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('privacy.controller.text')}</Typography>
        <OperatorAddress />
      </section>
      <LegalSections prefix="privacy" ids={SECTIONS} values={{ email: OPERATOR.email }} />
    </Box>
  );
};

export default DatenschutzPage;
