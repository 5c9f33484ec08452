import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { selectIdentity, selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { routeId } from '../adminPaths';
import { useClubQuery } from '../clubs/clubsApi';
import { useScrollTop } from '../common/hooks';
import { RecordState } from '../common/PageState';
import { competitionAccess } from './competitionAccess';
import { COMPETITION_PATHS, type CompetitionKind } from './competitionPaths';
import { useCompetitionRecordQuery } from './competitionsApi';
import { prefillOf } from './form/clubPrefill';
import { CompetitionForm } from './form/CompetitionForm';
import { competitionValues, copyValues, emptyCompetitionValues } from './form/competitionValues';
import type { CompetitionFormMode } from './form/useCompetitionForm';
import './competitionTexts';

export type { CompetitionFormMode };

/**
 * Create (`competitions/create`), edit (`competitions/:id`) and copy (`competitions/copy/:id`) of
 * a competition, and the same for events (docs/catalog.md).
 */
const CompetitionFormPage = ({ kind, mode }: { kind: CompetitionKind; mode: CompetitionFormMode }) => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const access = competitionAccess(useAppSelector(selectPermissions));
  const identity = useAppSelector(selectIdentity);
  useScrollTop();
  // a copy reads `competitions/{id}`, which serves events too (docs/catalog.md)
  const record = useCompetitionRecordQuery(
    mode !== 'create' && id !== null ? { kind: mode === 'copy' ? 'competitions' : kind, id } : skipToken,
  );
  const ownClubId = access.clubAdmin ? (identity?.clubId ?? null) : null;
  const ownClub = useClubQuery(ownClubId ?? skipToken);
  const listPath = COMPETITION_PATHS.list(kind);
  if (mode !== 'create' && id === null) return <Navigate to={listPath} replace />;
  const prefix = `competitions.${kind}`;
  const name = record.data?.name ?? '';
  const title =
    mode === 'create'
      ? t(`${prefix}.createTitle`)
      : mode === 'copy'
        ? t(`${prefix}.copyTitle`, { name })
        : t(`${prefix}.editTitle`, { name });
  // the create form waits for the club admin's club, which fills the contact and venue
  const clubReady = ownClubId === null || Boolean(ownClub.data) || Boolean(ownClub.error);

  let body: ReactNode;
  if (mode === 'create') {
    body = clubReady ? (
      <CompetitionForm
        kind={kind}
        mode={mode}
        id={null}
        initial={emptyCompetitionValues(kind, prefillOf(access.clubAdmin ? identity : null, ownClub.data))}
        access={access}
        ownClub={ownClub.data ?? null}
        storedClubHasBank={null}
      />
    ) : (
      <RecordState error={undefined} backTo={listPath} testId="competition-form" />
    );
  } else if (record.data && !record.isFetching && clubReady) {
    body = (
      <CompetitionForm
        key={`${mode}-${record.data.id}`}
        kind={kind}
        mode={mode}
        id={mode === 'edit' ? id : null}
        initial={mode === 'copy' ? copyValues(record.data) : competitionValues(record.data)}
        access={access}
        ownClub={ownClub.data ?? null}
        storedClubHasBank={record.data.club?.hasBankInformation ?? null}
        storedInstants={mode === 'edit' ? record.data : undefined}
      />
    );
  } else {
    body = <RecordState error={record.error} backTo={listPath} testId="competition-form" />;
  }

  return (
    <Box data-testid={`competition-${mode}-page`} sx={{ maxWidth: 1000 }}>
      <PageTitle>{title}</PageTitle>
      {body}
    </Box>
  );
};

export default CompetitionFormPage;
