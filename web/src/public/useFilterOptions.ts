import { AUSTRIAN_STATES } from '@portal/contracts/identity-constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountOptionListQuery } from '../account/referenceDataApi';
import type { FilterOption } from './components/FilterInputs';
import { EVENTS_TYPE, type TypeFilterValue } from './competitionFilters';
import { usePublicCompetitionTypesQuery, usePublicLevelsQuery } from './publicApi';

/** Choices of the competition filters: clubs (up to 1000), match types with "events", levels, provinces. */
export const useFilterOptions = () => {
  const { t } = useTranslation();
  const clubs = useAccountOptionListQuery('clubsPubList');
  const types = usePublicCompetitionTypesQuery();
  const levels = usePublicLevelsQuery();
  return useMemo(
    () => ({
      club: (clubs.data ?? []).map((club): FilterOption<number> => ({ value: club.id, label: club.name })),
      // the match types, then one entry for every event (training, safety approval, course)
      type: [
        ...(types.data ?? [])
          .filter((type) => !type.event)
          .map((type): FilterOption<TypeFilterValue> => ({ value: type.id, label: type.name })),
        { value: EVENTS_TYPE, label: t('publicPortal.filters.events') } as FilterOption<TypeFilterValue>,
      ],
      level: (levels.data ?? []).map((level): FilterOption<number> => ({
        value: level.id,
        label: level.name,
      })),
      // the province filter uses the Austrian list (docs/web-app.md)
      province: AUSTRIAN_STATES.map((state): FilterOption<string> => ({
        value: state,
        label: t(`publicPortal.states.at.${state}`),
      })),
    }),
    [clubs.data, types.data, levels.data, t],
  );
};
