import type { EditSquadOption, NamedOption, OrderItemDetails } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../admin/common/FormParts';

type ClassificationKey = 'divisionId' | 'competitionClassId' | 'factorId';
export type Classification = Record<ClassificationKey, number | null>;

interface Picker {
  key: ClassificationKey;
  label: string;
  testId: string;
  list: (competition: OrderItemDetails['competition']) => NamedOption[];
  /** the squad's allowed ids; none or an empty list allows all */
  squadIds: (squad: EditSquadOption) => number[];
}

const pickers: readonly Picker[] = [
  {
    key: 'divisionId',
    label: 'orderItem.division',
    testId: 'order-item-division',
    list: (c) => c.divisions,
    squadIds: (s) => s.divisionIds,
  },
  {
    key: 'competitionClassId',
    label: 'orderItem.competitionClass',
    testId: 'order-item-class',
    list: (c) => c.competitionClasses,
    squadIds: (s) => s.competitionClassIds,
  },
  {
    key: 'factorId',
    label: 'orderItem.factor',
    testId: 'order-item-factor',
    list: (c) => c.factors,
    squadIds: (s) => s.factorIds,
  },
];

const allowed = (ids: number[] | undefined, id: number) => !ids || ids.length === 0 || ids.includes(id);

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
      {pickers.map((picker) => {
        const squadIds = squad ? picker.squadIds(squad) : undefined;
        return (
          <SelectInput
            key={picker.key}
            label={t(picker.label)}
            testId={picker.testId}
            required
            disabled={disabled}
            value={value[picker.key]}
            options={picker
              .list(competition)
              .filter((o) => allowed(squadIds, o.id))
              .map((o) => ({ value: o.id, label: o.name }))}
            onChange={(id) => onChange({ [picker.key]: id })}
          />
        );
      })}
    </>
  );
};
