import { useRef, useState } from 'react';
import type { CompetitionValues } from './competitionFields';
import { dateShiftDays, hasDependentDates } from './dateShift';

/**
 * The question of the DateShiftDialog: leaving the date field after changing the day asks whether
 * the dependent dates move along; `onShift` moves them when the answer is yes.
 */
export const useDateShift = (values: CompetitionValues, onShift: (days: number) => void) => {
  const [shift, setShift] = useState<{ days: number } | null>(null);
  const [open, setOpen] = useState(false);
  // the competition date as it was before the current change (the form's, or the last answered one)
  const committedDate = useRef(values.competitionDate);

  const onDateBlur = () => {
    const before = committedDate.current;
    committedDate.current = values.competitionDate;
    const days = dateShiftDays(before, values.competitionDate);
    if (days !== null && hasDependentDates(values)) {
      setShift({ days });
      setOpen(true);
    }
  };
  const answer = (yes: boolean) => {
    if (yes && shift) onShift(shift.days);
    setOpen(false);
  };

  return { open, days: shift?.days ?? 0, onDateBlur, answer };
};
