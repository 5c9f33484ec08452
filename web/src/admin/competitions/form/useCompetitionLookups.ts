import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useClubsQuery } from '../../clubs/clubsApi';
import type { CompetitionAccess } from '../competitionAccess';
import type { UploadTypeOption } from '../competitionModel';
import type { CompetitionKind } from '../competitionPaths';
import { useDivisionsOfTypeQuery, useLookupListQuery } from '../competitionsApi';
import type { CompetitionValues } from './competitionFields';

const ALL_CLUBS = { page: 0, size: 1000, sort: 'name,asc' };

/**
 * The choices of the form's selects, all loaded with the form (not with their tab): types of the
 * kind, levels, the chosen type's divisions, classes, factors, upload types and the clubs (not for
 * a club admin, who is fixed to the own club).
 */
export const useCompetitionLookups = (
  kind: CompetitionKind,
  access: CompetitionAccess,
  values: Pick<CompetitionValues, 'competitionTypeId'>,
) => {
  const events = kind === 'events';
  const types = useLookupListQuery('competitionTypes');
  const levels = useLookupListQuery('levels');
  const classes = useLookupListQuery('competitionClasses');
  const factors = useLookupListQuery('factors');
  const uploadTypes = useLookupListQuery('uploadTypes');
  const divisions = useDivisionsOfTypeQuery(values.competitionTypeId ?? skipToken);
  const clubs = useClubsQuery(ALL_CLUBS, { skip: access.clubAdmin });

  const clubOptions = useMemo(
    () => (clubs.data?.content ?? []).map((club) => ({ id: club.id, name: club.name })),
    [clubs.data],
  );
  return {
    clubs,
    divisions,
    clubOptions,
    typeOptions: (types.data?.content ?? []).filter((type) => Boolean(type.event) === events),
    levelOptions: levels.data?.content ?? [],
    divisionOptions: values.competitionTypeId !== null ? (divisions.data ?? []) : [],
    classOptions: classes.data?.content ?? [],
    factorOptions: factors.data?.content ?? [],
    uploadTypeOptions: (uploadTypes.data?.content ?? []) as UploadTypeOption[],
  };
};
