import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../config';
import { OperatorAddress } from '../layout/OperatorAddress';
import { PageTitle } from './PageTitle';
import './legalTexts';

const Heading = ({ children }: { children: string }) => (
  <Typography variant="h3" component="h2" sx={{ mt: 3, mb: 1 }}>
    {children}
  </Typography>
);

const ImpressumPage = () => {
  const { t } = useTranslation();
  const register = [
    [t('impressum.managingDirector'), OPERATOR.managingDirector],
    [t('impressum.companyRegisterNumber'), OPERATOR.companyRegisterNumber],
    [t('impressum.companyRegisterCourt'), OPERATOR.companyRegisterCourt],
    [t('impressum.vatId'), OPERATOR.vatId],
  ] as const;
  return (
    <Box data-testid="page-impressum" sx={{ maxWidth: 760 }}>
      <PageTitle>{t('impressum.title')}</PageTitle>
      <Typography color="text.secondary">{t('impressum.disclosure')}</Typography>
      <Heading>{t('impressum.owner')}</Heading>
      <OperatorAddress />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, my: 2 }}
      >
        {register.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Heading>{t('impressum.purposeTitle')}</Heading>
      <Typography>{t('impressum.purposeText')}</Typography>
      <Heading>{t('impressum.lineTitle')}</Heading>
      <Typography>{t('impressum.lineText')}</Typography>
      <Heading>{t('impressum.liabilityTitle')}</Heading>
      <Typography>{t('impressum.liabilityText')}</Typography>
      <Heading>{t('impressum.disputeTitle')}</Heading>
      <Typography>{t('impressum.disputeText')}</Typography>
    </Box>
  );
};

export default ImpressumPage;
