import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { CompetitionFormPartProps } from './useCompetitionForm';

/** Back and next between the tabs, below the open one. */
export const StepNavigation = ({ form }: CompetitionFormPartProps) => {
  const { t } = useTranslation();
  const { tabs, tab, setTab } = form;
  const position = tabs.indexOf(tab);
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 1, mb: 2 }}>
      <Button
        disabled={position <= 0}
        onClick={() => setTab(tabs[position - 1] ?? tab)}
        data-testid="competition-step-back"
      >
        {t('competitions.back')}
      </Button>
      <Button
        variant="outlined"
        disabled={position >= tabs.length - 1}
        onClick={() => setTab(tabs[position + 1] ?? tab)}
        data-testid="competition-step-next"
      >
        {t('competitions.next')}
      </Button>
    </Box>
  );
};
