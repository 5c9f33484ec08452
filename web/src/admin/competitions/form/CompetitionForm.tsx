import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../common/FormParts';
import { DateShiftDialog } from '../CompetitionDialogs';
import type { CompetitionTab } from './competitionTabs';
import { StepNavigation } from './StepNavigation';
import { AdditionalTab } from './tabs/AdditionalTab';
import { AddressTab } from './tabs/AddressTab';
import { CompetitionDetailsTab } from './tabs/CompetitionDetailsTab';
import { ContactTab } from './tabs/ContactTab';
import { DatesTab } from './tabs/DatesTab';
import { SquadsTab } from './tabs/SquadsTab';
import { UploadsTab } from './tabs/UploadsTab';
import {
  useCompetitionForm,
  type CompetitionFormPartProps,
  type CompetitionFormProps,
} from './useCompetitionForm';

const TAB_CONTENT: Record<CompetitionTab, ComponentType<CompetitionFormPartProps>> = {
  competition: CompetitionDetailsTab,
  contact: ContactTab,
  address: AddressTab,
  dates: DatesTab,
  additional: AdditionalTab,
  squads: SquadsTab,
  uploads: UploadsTab,
};

const errorSx = { color: 'error.main', '&.Mui-selected': { color: 'error.main' } };

/**
 * The competition or event form: tabs on wide screens, a vertical stepper on phones, each tab
 * marked when it holds an error; save, cancel and (edit) delete below.
 */
export const CompetitionForm = (props: CompetitionFormProps) => {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const form = useCompetitionForm(props);
  const { tab, tabs, setTab, markedTabs, prefix, dateShift } = form;

  const content = (name: CompetitionTab) => {
    const Content = TAB_CONTENT[name];
    return <Content form={form} />;
  };
  const tabLabel = (name: CompetitionTab) =>
    t(name === 'competition' && form.events ? 'competitions.tabs.event' : `competitions.tabs.${name}`);

  return (
    <Box component="form" noValidate onSubmit={form.onSubmit} data-testid="competition-form" data-tab={tab}>
      {wide ? (
        <>
          <Tabs
            value={tab}
            onChange={(_event, next: CompetitionTab) => setTab(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t(`${prefix}.title`)}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((name) => (
              <Tab
                key={name}
                value={name}
                label={tabLabel(name)}
                data-testid={`competition-tab-${name}`}
                data-error={markedTabs.has(name) ? 'true' : undefined}
                sx={markedTabs.has(name) ? errorSx : undefined}
              />
            ))}
          </Tabs>
          {content(tab)}
          <StepNavigation form={form} />
        </>
      ) : (
        <Paper variant="outlined" sx={{ mb: 2 }}>
          <Stepper nonLinear activeStep={tabs.indexOf(tab)} orientation="vertical" sx={{ p: 2 }}>
            {tabs.map((name) => (
              <Step key={name}>
                <StepButton onClick={() => setTab(name)} data-testid={`competition-tab-${name}`}>
                  <StepLabel
                    error={markedTabs.has(name)}
                    data-error={markedTabs.has(name) ? 'true' : undefined}
                  >
                    {tabLabel(name)}
                  </StepLabel>
                </StepButton>
                <StepContent>
                  {tab === name ? (
                    <Box sx={{ pt: 1 }}>
                      {content(name)}
                      <StepNavigation form={form} />
                    </Box>
                  ) : null}
                </StepContent>
              </Step>
            ))}
          </Stepper>
        </Paper>
      )}
      {markedTabs.size > 0 ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="competition-form-invalid">
          {t('competitions.invalid')}
        </Alert>
      ) : null}
      <FormActions
        saving={form.saving}
        testId="competition-form-save"
        onCancel={form.leave}
        remove={
          form.remove
            ? {
                texts: prefix,
                name: form.initial.name,
                testId: 'competition-form-delete',
                busy: form.removing,
                remove: form.remove,
                donePath: form.listPath,
              }
            : undefined
        }
      />
      <DateShiftDialog open={dateShift.open} days={dateShift.days} onAnswer={dateShift.answer} />
    </Box>
  );
};
