import type { EditSquadOption, NamedOption, OrderItemDetails } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import {
  CLASSIFICATIONS,
  classificationChoices,
  type Classification,
  type ClassificationKey,
} from '../admin/common/classificationChoices';
import { SelectInput } from '../admin/common/FormParts';

interface Picker {
  label: string;
  testId: string;
  list: (competition: OrderItemDetails['competition']) => NamedOption[];
}

const pickers: Record<ClassificationKey, Picker> = {
  divisionId: { label: 'orderItem.division', testId: 'order-item-division', list: (c) => c.divisions },
  competitionClassId: {
    label: 'orderItem.competitionClass',
    testId: 'order-item-class',
    list: (c) => c.competitionClasses,
  },
  factorId: { label: 'orderItem.factor', testId: 'order-item-factor', list: (c) => c.factors },
};

interface Props {
  competition: OrderItemDetails['competition'];
  /** the chosen squad: its lists limit the choices */
  squad: EditSquadOption | undefined;
  value: Classification;
  disabled: boolean;
  onChange: (change: Partial<Classification>) => void;
}

/** Division, class and factor of the registration edit form, each limited to what the squad allows. */
export const ClassificationPickers = ({ competition, squad, value, disabled, onChange }: Props) => {
  const { t } = useTranslation();
  return (
    <>
      {CLASSIFICATIONS.map(({ key, squadList }) => {
        const picker = pickers[key];
        // the server sends the competition's lists only: the squad's limit them further
        const options = classificationChoices(picker.list(competition), { squadIds: squad?.[squadList] });
        return (
          <SelectInput
            key={key}
            label={t(picker.label)}
            testId={picker.testId}
            required
            disabled={disabled}
            value={value[key]}
            options={options.map((o) => ({ value: o.id, label: o.name }))}
            onChange={(id) => onChange({ [key]: id })}
          />
        );
      })}
    </>
  );
};
