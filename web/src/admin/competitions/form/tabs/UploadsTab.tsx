import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../common/FormParts';
import { UploadsEditor } from '../../UploadsEditor';
import { LINK_MAX_LENGTH } from '../competitionFields';
import { CompetitionText } from '../FieldInputs';
import type { CompetitionFormPartProps } from '../useCompetitionForm';

/** The announcement and result links and the competition's documents. */
export const UploadsTab = ({ form }: CompetitionFormPartProps) => {
  const { t } = useTranslation();
  const { values, lookups, errorOf, set } = form;
  return (
    <>
      <FormSection title={t('competitions.sections.links')}>
        <CompetitionText
          form={form}
          field="announcementLink"
          wide
          inputMode="url"
          maxLength={LINK_MAX_LENGTH}
        />
        <CompetitionText
          form={form}
          field="resultListLink"
          wide
          inputMode="url"
          maxLength={LINK_MAX_LENGTH}
        />
      </FormSection>
      <FormSection title={t('competitions.sections.documents')}>
        <UploadsEditor
          value={values.competitionUploads}
          onChange={(uploads) => set('competitionUploads', uploads)}
          types={lookups.uploadTypeOptions}
          error={errorOf('competitionUploads')}
        />
      </FormSection>
    </>
  );
};
