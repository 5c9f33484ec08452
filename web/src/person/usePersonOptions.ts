import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../account/FormFields';
import { statesForCountry } from '../account/geo';
import { useAccountOptionListQuery, type OptionList } from '../account/referenceDataApi';
import { SALUTATION_OPTIONS } from './personFields';

export const useSalutationOptions = (): SelectOption[] => {
  const { t } = useTranslation();
  return SALUTATION_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }));
};

/** The states of the country (at and de), sorted by their name in the current language. */
export const useStateOptions = (country: string): SelectOption[] => {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      statesForCountry(country)
        .map((code) => ({ value: code, label: t(`register.states.${country}.${code}`) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [country, t, i18n.language],
  );
};

const useList = (list: OptionList, skip: boolean) => {
  const { data, isError, isFetching } = useAccountOptionListQuery(list, { skip });
  const options = useMemo(
    () => (data ?? []).map((option) => ({ value: String(option.id), label: option.name })),
    [data],
  );
  return { options, failed: isError && !isFetching };
};

/** The catalog lists of the shooter fields (read only when `skip` is false). */
export const usePersonLists = (skip: boolean) => {
  const lists = {
    competitionClasses: useList('competitionClasses', skip),
    divisions: useList('divisions', skip),
    factors: useList('factors', skip),
    clubsPubList: useList('clubsPubList', skip),
  } satisfies Record<OptionList, unknown>;
  return {
    options: (list: OptionList): SelectOption[] => lists[list].options,
    failed: Object.values(lists).some((entry) => entry.failed),
  };
};
