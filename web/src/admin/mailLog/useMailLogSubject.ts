import { skipToken } from '@reduxjs/toolkit/query';
import { useUserQuery } from '../api/usersApi';
import { useCompetitionRecordQuery } from '../competitions/competitionsApi';

/**
 * The name the mail log's title shows (docs/api-paths-and-keys.md): the competition's (or
 * event's) name, or the user's full name; the id until it has loaded or when it cannot be read.
 */
export function useMailLogSubject(scope: 'competition' | 'user', id: number | null): string {
  const competition = useCompetitionRecordQuery(
    scope === 'competition' && id ? { kind: 'competitions', id } : skipToken,
  );
  const user = useUserQuery(scope === 'user' && id ? id : skipToken);
  if (scope === 'competition' && competition.data) return competition.data.name;
  if (scope === 'user' && user.data) return `${user.data.firstName} ${user.data.lastName}`.trim();
  return String(id ?? '');
}
