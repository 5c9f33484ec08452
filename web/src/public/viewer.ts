import type { Permission } from '@portal/contracts';
import { selectIdentity, selectIsLoggedIn, selectPermissions } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import type { Identity } from '../session/types';

/** What the visitor of a public screen may do (docs/web-app.md, docs/public-browsing.md). */
export interface Viewer {
  loggedIn: boolean;
  /** logged out, or logged in with the guest role */
  guest: boolean;
  /** favourites are loaded and toggled only for logged-in non-guests */
  canFavourite: boolean;
  /** list or card view can be changed and is saved: logged-in non-guests with valid payment */
  canChangeView: boolean;
  /** the view to show: the saved preference where it may be changed, else the list */
  cards: boolean;
  /** the same for My competitions (shooterCompetitionViewType) */
  shooterCards: boolean;
}

export const viewerOf = (
  loggedIn: boolean,
  permissions: readonly Permission[],
  identity: Pick<Identity, 'paymentValid' | 'competitionViewType' | 'shooterCompetitionViewType'> | null,
): Viewer => {
  const guest = !loggedIn || !identity || permissions.includes('IS_GUEST');
  const canChangeView = !guest && Boolean(identity?.paymentValid);
  return {
    loggedIn,
    guest,
    canFavourite: !guest,
    canChangeView,
    cards: canChangeView && Boolean(identity?.competitionViewType),
    shooterCards: canChangeView && Boolean(identity?.shooterCompetitionViewType),
  };
};

export const useViewer = (): Viewer => {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const permissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  return viewerOf(loggedIn, permissions, identity);
};
