import type { AdminOrderItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useReferenceOptionsQuery } from '../api/referenceApi';
import {
  classificationChoices,
  type ClassificationKey,
  type SquadLists,
} from '../common/classificationChoices';
import { ComboInput } from '../common/FormParts';
import { useCompetitionRecordQuery } from '../competitions/competitionsApi';
import type { OrderItemEdit } from './useOrderItemEdit';

type ListKey = 'division_ids' | 'competitionClass_ids' | 'factor_ids';
type SquadListKey = keyof SquadLists;

/** Each pick in the form's order: its label, the competition's and the squad's lists. */
const PICKS: readonly { key: ClassificationKey; label: string; list: ListKey; squadList: SquadListKey }[] = [
  { key: 'divisionId', label: 'division', list: 'division_ids', squadList: 'divisionIds' },
  { key: 'factorId', label: 'factor', list: 'factor_ids', squadList: 'factorIds' },
  {
    key: 'competitionClassId',
    label: 'competitionClass',
    list: 'competitionClass_ids',
    squadList: 'competitionClassIds',
  },
];

interface Props {
  item: AdminOrderItem;
  edit: OrderItemEdit;
  disabled: boolean;
}

/**
 * Division, factor and class of the order-item edit: the portal's options limited to the
 * competition's (its catalog record) and to the chosen squad's own lists, as the server checks.
 */
export const OrderItemClassificationFields = ({ item, edit, disabled }: Props) => {
  const { t } = useTranslation();
  // `competitions/{id}` reads events too (they list none, so nothing is offered)
  const competition = useCompetitionRecordQuery({ kind: 'competitions', id: item.competitionId }).data;
  const references = {
    divisionId: useReferenceOptionsQuery('divisions').data?.content,
    competitionClassId: useReferenceOptionsQuery('competitionClasses').data?.content,
    factorId: useReferenceOptionsQuery('factors').data?.content,
  };
  const squad = competition?.squads.find((candidate) => candidate.id === edit.values.squadId);
  const options = (key: ClassificationKey, list: ListKey, squadList: SquadListKey) =>
    competition
      ? classificationChoices(references[key] ?? [], {
          competitionIds: competition[list],
          squadIds: squad?.[squadList],
        })
      : [];
  return (
    <>
      {PICKS.map(({ key, label, list, squadList }) => (
        <ComboInput
          key={key}
          label={t(`orderItems.editForm.${label}`)}
          disabled={disabled}
          testId={`order-item-form-${key}`}
          value={edit.values[key]}
          options={options(key, list, squadList)}
          error={edit.errorOf(key)}
          onChange={(value) => edit.set(key, value)}
        />
      ))}
    </>
  );
};
