import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/dates';
import { resolveLanguage } from '../../i18n/languages';
import { PageTitle } from '../PageTitle';
import { CHANGELOG, type LocalizedText } from './entries';
import '../legalTexts';

const ChangeList = ({ title, items, testId }: { title: string; items: LocalizedText[]; testId: string }) => {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  return (
    <Box data-testid={testId} sx={{ mb: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item.en} sx={{ mb: 0.5 }}>
            {item[language]}
          </Typography>
        ))}
      </Box>
    </Box>
  );
};

const ChangelogPage = () => {
  const { t } = useTranslation();
  return (
    <Box data-testid="page-changelog" sx={{ maxWidth: 860 }}>
      <PageTitle>{t('changelog.title')}</PageTitle>
      <Typography sx={{ mb: 2 }}>{t('changelog.intro')}</Typography>
      {CHANGELOG.map((entry, index) => (
        <Accordion
          key={entry.version}
          defaultExpanded={index === 0}
          disableGutters
          slotProps={{ transition: { unmountOnExit: true } }}
          data-testid={`changelog-${entry.version}`}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h2" sx={{ fontWeight: 500, mr: 2 }}>
              {t('changelog.version', { version: entry.version })}
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ alignSelf: 'center' }}>
              {t('changelog.released', { date: formatDate(entry.date) })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <ChangeList title={t('changelog.features')} items={entry.features} testId="changelog-features" />
            <ChangeList title={t('changelog.fixes')} items={entry.fixes} testId="changelog-fixes" />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
};

export default ChangelogPage;
