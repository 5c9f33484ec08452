import { useMemo } from 'react';
import { useDeputisesQuery } from '../profile/profileApi';
import { selectIdentity, selectIsLoggedIn, selectPermissions } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { useSignUpUsersQuery } from './signUpApi';
import { actorOf, picksUser } from './signUpLogic';
import type { SignUpUser } from './UserStep';

/**
 * Who signs up and whom they may pick for a competition of `competitionClubId`
 * (docs/registration.md): the actor, the user step's choices (the signed-in user first: deputies, admins and
 * club admins may sign up themselves too, docs/back-office-additions.md) and whether they failed.
 */
export const useSignUpPeople = (competitionClubId: number) => {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const permissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  const admin = permissions.includes('IS_ADMIN') || permissions.includes('IS_PORTAL_ADMIN');
  const clubAdmin = permissions.includes('IS_CLUB_ADMIN');
  const deputises = useDeputisesQuery(undefined, { skip: !loggedIn || admin || clubAdmin });
  const actor = actorOf(
    loggedIn,
    permissions,
    identity?.clubId ?? null,
    competitionClubId,
    deputises.data?.length ?? 0,
  );
  const users = useSignUpUsersQuery(undefined, { skip: !(actor.admin || actor.clubAdmin) });

  const choices: SignUpUser[] = useMemo(() => {
    const self: SignUpUser[] = identity
      ? [
          {
            id: identity.id,
            username: identity.username,
            firstName: identity.userFirstName,
            lastName: identity.userLastName,
            email: identity.userEmail,
          },
        ]
      : [];
    if (actor.deputy) return [...self, ...(deputises.data ?? [])];
    const others = (users.data?.content ?? [])
      .filter((user) => user.id !== identity?.id)
      .filter((user) => user.userRoles.some((role) => role.name === 'ROLE_USER'))
      .filter((user) => actor.admin || user.club?.id === identity?.clubId)
      .map(({ id, username, firstName, lastName, email }) => ({ id, username, firstName, lastName, email }));
    return [...self, ...others];
  }, [actor.deputy, actor.admin, identity, deputises.data, users.data]);

  return {
    actor,
    identity,
    choices,
    usersFailed: picksUser(actor) && (users.isError || deputises.isError),
  };
};
