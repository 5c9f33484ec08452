import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../i18n/useMessage';
import { FormSection } from '../../../common/FormParts';
import { testIdOf, useFieldLabel } from '../FieldInputs';
import type { CompetitionFormPartProps } from '../useCompetitionForm';

// the rich-text editors (tiptap) load with the additional-info tab, not with the form
const RichTextEditor = lazy(() =>
  import('../../../common/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);
const NotificationBlocksEditor = lazy(() => import('../../../common/NotificationBlocksEditor'));

/** The information shown with the competition and the text blocks of its mails. */
export const AdditionalTab = ({ form }: CompetitionFormPartProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const label = useFieldLabel();
  const { values, errorOf, set } = form;
  return (
    <Suspense fallback={<LinearProgress aria-busy="true" data-testid="competition-editors-loading" />}>
      <FormSection title={t('competitions.fields.information')}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <RichTextEditor
            label={label('information')}
            value={values.information}
            onChange={(html) => set('information', html)}
            error={Boolean(errorOf('information'))}
            helperText={errorOf('information') ? message(errorOf('information') ?? '') : undefined}
            testId={testIdOf('information')}
          />
        </Box>
      </FormSection>
      <FormSection title={t('competitions.sections.notificationBlocks')}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <NotificationBlocksEditor
            value={values.notificationBlocks}
            onChange={(blocks) => set('notificationBlocks', blocks)}
            error={errorOf('notificationBlocks')}
          />
        </Box>
      </FormSection>
    </Suspense>
  );
};
