import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorOccurred } from '../../../notifications/notificationsSlice';
import { useAppDispatch } from '../../../store/hooks';
import type { Club } from '../../clubs/clubsApi';
import { hasErrors, type FieldErrors } from '../../common/fieldErrors';
import { focusFirstInvalid, useNotify } from '../../common/hooks';
import type { CompetitionAccess } from '../competitionAccess';
import { COMPETITION_PATHS, type CompetitionKind } from '../competitionPaths';
import {
  useCreateCompetitionMutation,
  useDeleteCompetitionMutation,
  useUpdateCompetitionMutation,
} from '../competitionsApi';
import { addressOf } from './clubPrefill';
import { keepUnchangedInstants, toCompetitionBody, type StoredInstants } from './competitionBody';
import { PAYMENT_METHOD, type CompetitionField, type CompetitionValues } from './competitionFields';
import { competitionFieldErrors, withoutSquadErrors } from './competitionServerErrors';
import { firstErrorTab, tabsOf, tabsWithErrors, type CompetitionTab } from './competitionTabs';
import type { CompetitionPrefill } from './competitionValues';
import { shiftDependentDates } from './dateShift';
import { useCompetitionLookups } from './useCompetitionLookups';
import { useDateShift } from './useDateShift';
import { validateCompetition } from './validateCompetition';

export type CompetitionFormMode = 'create' | 'edit' | 'copy';

export interface CompetitionFormProps {
  kind: CompetitionKind;
  mode: CompetitionFormMode;
  id: number | null;
  initial: CompetitionValues;
  access: CompetitionAccess;
  /** the club admin's club (bank information), when known */
  ownClub: Club | null;
  /** bank information of the stored competition's club */
  storedClubHasBank: boolean | null;
  /** the stored instants of an edited competition, sent back unchanged when their fields were not touched */
  storedInstants?: StoredInstants;
}

const hasBank = (club: Pick<Club, 'bankInformation'> | null | undefined): boolean | null =>
  club ? Boolean(club.bankInformation?.iban) : null;

/**
 * Values, lookups, checks and save of the competition and event form (create, edit, copy); the
 * tab components only render what it hands out.
 */
export const useCompetitionForm = ({
  kind,
  mode,
  id,
  initial,
  access,
  ownClub,
  storedClubHasBank,
  storedInstants,
}: CompetitionFormProps) => {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [create, creating] = useCreateCompetitionMutation();
  const [update, updating] = useUpdateCompetitionMutation();
  const [remove, removing] = useDeleteCompetitionMutation();
  const [values, setValues] = useState(initial);
  const [tab, setTab] = useState<CompetitionTab>('competition');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const dateShift = useDateShift(values, (days) => {
    setValues((previous) => shiftDependentDates(previous, days));
    setServerErrors({});
  });
  const prefix = `competitions.${kind}`;
  const listPath = COMPETITION_PATHS.list(kind);
  const events = kind === 'events';
  const tabs = tabsOf(kind);

  const lookups = useCompetitionLookups(kind, access, values);
  const { clubs, divisions } = lookups;
  const chosenClub = clubs.data?.content.find((club) => club.id === values.club) ?? null;
  const bank: boolean | null = access.clubAdmin
    ? (hasBank(ownClub) ?? storedClubHasBank)
    : chosenClub
      ? hasBank(chosenClub)
      : values.club === initial.club
        ? storedClubHasBank
        : null;

  const clientErrors = validateCompetition(values, {
    kind,
    access,
    stored: mode === 'edit' ? initial : null,
  });
  const shownErrors: FieldErrors = { ...serverErrors, ...(submitted ? clientErrors : {}) };
  const errorOf = (path: string): string | undefined =>
    (submitted ? clientErrors[path] : undefined) || serverErrors[path];
  const markedTabs = tabsWithErrors(shownErrors);

  const set = <F extends CompetitionField>(field: F, value: CompetitionValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    const payment = field === 'payOnSite' || field === 'paymentViaDeposit' || field === 'paymentWithWirecard';
    setServerErrors((previous) => {
      if (!(field in previous) && !(payment && PAYMENT_METHOD in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      if (payment) delete next[PAYMENT_METHOD];
      return next;
    });
  };
  const clearSquadServerErrors = () =>
    setServerErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([path]) => !path.startsWith('squads'))),
    );
  const changeSquads = (squads: CompetitionValues['squads']) => {
    setValues((previous) => ({ ...previous, squads }));
    clearSquadServerErrors();
  };
  const removeSquad = (index: number) => {
    setValues((previous) => ({
      ...previous,
      squads: previous.squads.filter((_squad, at) => at !== index),
    }));
    setServerErrors((previous) => withoutSquadErrors(previous, index));
  };

  // no bank account, no payment by transfer (docs/catalog.md)
  useEffect(() => {
    if (bank === false && values.paymentViaDeposit)
      setValues((previous) => ({ ...previous, paymentViaDeposit: false }));
  }, [bank, values.paymentViaDeposit]);
  // auto sign-off only with a payment reminder
  const hasReminder = Boolean(values.firstPaymentReminder.trim() || values.secondPaymentReminder.trim());
  useEffect(() => {
    if (!hasReminder && values.autoSubscriptionCancelation)
      setValues((previous) => ({ ...previous, autoSubscriptionCancelation: false }));
  }, [hasReminder, values.autoSubscriptionCancelation]);
  // divisions the new competition type does not offer are dropped
  useEffect(() => {
    if (!divisions.data || values.competitionTypeId === null) return;
    const offered = new Set(divisions.data.map((division) => division.id));
    setValues((previous) =>
      previous.division_ids.every((division) => offered.has(division))
        ? previous
        : { ...previous, division_ids: previous.division_ids.filter((division) => offered.has(division)) },
    );
  }, [divisions.data, values.competitionTypeId]);

  const chooseClub = (clubId: number | null) => {
    set('club', clubId);
    if (mode === 'edit') return;
    // a new competition takes the empty venue fields from the chosen club
    const club = clubs.data?.content.find((item) => item.id === clubId);
    const venue = addressOf(club);
    setValues((previous) => {
      const next = { ...previous };
      for (const [field, value] of Object.entries(venue) as [keyof CompetitionPrefill, string | null][]) {
        const target = field as CompetitionField;
        if (value && typeof next[target] === 'string' && (next[target] as string).trim() === '')
          (next as Record<string, unknown>)[target] =
            field === 'country' ? (value === 'de' ? 'de' : 'at') : value;
      }
      return next;
    });
  };

  const leave = () => navigate(listPath);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dateShift.open) return;
    const form = event.currentTarget;
    setSubmitted(true);
    if (hasErrors(clientErrors)) {
      notify.error('admin.common.checkFields');
      setTab(firstErrorTab(clientErrors, kind) ?? tab);
      focusFirstInvalid(form);
      return;
    }
    try {
      const body = keepUnchangedInstants(
        toCompetitionBody(values, kind, access),
        values,
        initial,
        storedInstants,
      );
      if (mode === 'edit' && id !== null) await update({ kind, id, body }).unwrap();
      else await create({ kind, body }).unwrap();
      notify.success(mode === 'edit' ? `${prefix}.saved` : `${prefix}.created`, { name: body.name });
      leave();
    } catch (error) {
      if ((error as { status?: unknown }).status === 401) return;
      const { fieldErrors, message: failure } = competitionFieldErrors(error);
      setServerErrors(fieldErrors);
      if (failure) {
        dispatch(errorOccurred(failure));
        return;
      }
      notify.error('admin.common.checkFields');
      setTab(firstErrorTab(fieldErrors, kind) ?? tab);
      focusFirstInvalid(form);
    }
  };

  return {
    initial,
    access,
    events,
    /** a club admin's form: more fields are required */
    strict: access.clubAdmin,
    prefix,
    listPath,
    tabs,
    tab,
    setTab,
    values,
    set,
    chooseClub,
    changeSquads,
    removeSquad,
    errorOf,
    markedTabs,
    lookups,
    bank,
    hasReminder,
    dateShift,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    leave,
    saving: creating.isLoading || updating.isLoading,
    removing: removing.isLoading,
    /** deletes the stored competition (edit only) */
    remove: mode === 'edit' && id !== null ? () => remove({ kind, id }).unwrap() : null,
  };
};

export type CompetitionFormState = ReturnType<typeof useCompetitionForm>;

/** Props of the form's tabs and their parts. */
export interface CompetitionFormPartProps {
  form: CompetitionFormState;
}
