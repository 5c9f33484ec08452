import type { FieldErrors } from '../common/fieldErrors';

/** The create screen's values: the amount as typed, the chosen competition. */
export interface CodeBatchValues {
  amount: string;
  competitionId: number | null;
}
export type CodeBatchField = keyof CodeBatchValues;
export const CODE_BATCH_FIELDS: readonly CodeBatchField[] = ['amount', 'competitionId'];
export const MAX_CODES = 1000;

export const emptyCodeBatch = (): CodeBatchValues => ({ amount: '', competitionId: null });

/** Both required (docs/registration.md); the amount a whole number from 1 to 1000. */
export const validateCodeBatch = (values: CodeBatchValues): FieldErrors<CodeBatchField> => {
  const errors: FieldErrors<CodeBatchField> = {};
  const amount = values.amount.trim();
  if (!amount) errors.amount = 'FIELD_IS_REQUIRED';
  else if (!/^\d+$/.test(amount) || Number(amount) < 1 || Number(amount) > MAX_CODES)
    errors.amount = 'FIELD_INVALID';
  if (values.competitionId === null) errors.competitionId = 'FIELD_IS_REQUIRED';
  return errors;
};

export const toCodeBatchBody = (values: CodeBatchValues) => ({
  amount: Number(values.amount.trim()),
  competitionId: values.competitionId ?? 0,
});
