import { useTranslation } from 'react-i18next';
import { SelectInput } from '../admin/common/FormParts';

interface Props {
  stands: { id: number; name: string }[];
  value: number | null;
  disabled: boolean;
  /** the form was sent without a stand */
  missing: boolean;
  onChange: (squadStandId: number | null) => void;
}

/** The stand of a place in a squad with stands: required on every edit (docs/registration-mails.md). */
export const StandPicker = ({ stands, value, disabled, missing, onChange }: Props) => {
  const { t } = useTranslation();
  return (
    <SelectInput
      label={t('orderItem.stand')}
      testId="order-item-stand"
      required
      disabled={disabled}
      value={value}
      error={missing && value === null ? 'FIELD_IS_REQUIRED' : undefined}
      options={stands.map((stand) => ({ value: stand.id, label: stand.name }))}
      onChange={onChange}
    />
  );
};
