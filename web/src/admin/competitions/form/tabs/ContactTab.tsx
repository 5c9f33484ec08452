import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../common/FormParts';
import { CompetitionText } from '../FieldInputs';
import type { CompetitionFormPartProps } from '../useCompetitionForm';

/** Who answers questions about the competition (required for club admins). */
export const ContactTab = ({ form }: CompetitionFormPartProps) => {
  const { t } = useTranslation();
  const { strict } = form;
  return (
    <FormSection title={t('competitions.tabs.contact')}>
      <CompetitionText form={form} field="contact.firstName" required={strict} />
      <CompetitionText form={form} field="contact.lastName" required={strict} />
      <CompetitionText form={form} field="contact.email" required={strict} inputMode="email" />
      <CompetitionText form={form} field="contact.telephone" required={strict} inputMode="tel" />
    </FormSection>
  );
};
