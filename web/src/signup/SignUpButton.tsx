import Button from '@mui/material/Button';
import type { PreparedOrder } from '@portal/contracts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { catalogApi } from '../api/catalogApi';
import { selectCart, selectCartAmount } from '../cart/cartSlice';
import { useDeputisesQuery } from '../profile/profileApi';
import { signUpBlock } from '../public/places';
import type { PublicCompetitionDetail } from '../public/types';
import { PATHS } from '../routes/paths';
import { selectIdentity, selectIsLoggedIn, selectPermissions } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { resetCart, storeCartAfterReserve } from './cartAfterReserve';
import { useSignUpUsersQuery, type ReservedCart } from './signUpApi';
import { actorOf, completesForOthers, picksUser, signUpButtonText } from './signUpLogic';
import './signUpTexts';
import type { SignUpUser } from './UserStep';

// the dialogs (steppers, pickers, autocomplete) load when first opened, not with the page: the
// competition page's first paint needs only the button
const SignUpDialog = lazy(() => import('./SignUpDialog').then((m) => ({ default: m.SignUpDialog })));
const FinishDialog = lazy(() => import('./FinishDialog').then((m) => ({ default: m.FinishDialog })));

/** Where the dialog leads after a reserve (public-portal.md section 4 "After reservation"). */
const ORDER_COMPLETE = PATHS.orderComplete;
const CART = PATHS.cart;

/** `?signUp=true` on the competition page (the list's register button) opens the dialog at once. */
export const SIGN_UP_QUERY = 'signUp';

/**
 * The competition page's sign-up button with its spec text (section 8), the sign-up dialog and
 * the finish dialog; after a privileged user signs up someone, orderComplete (section 4).
 */
export const SignUpButton = ({ competition }: { competition: PublicCompetitionDetail }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const storedCartId = useAppSelector(selectCart).id;
  const permissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  const cartAmount = useAppSelector(selectCartAmount);
  const admin = permissions.includes('IS_ADMIN') || permissions.includes('IS_PORTAL_ADMIN');
  const clubAdmin = permissions.includes('IS_CLUB_ADMIN');
  const deputises = useDeputisesQuery(undefined, { skip: !loggedIn || admin || clubAdmin });
  const actor = actorOf(
    loggedIn,
    permissions,
    identity?.clubId ?? null,
    competition.clubId,
    deputises.data?.length ?? 0,
  );
  const users = useSignUpUsersQuery(undefined, { skip: !(actor.admin || actor.clubAdmin) });
  const [open, setOpen] = useState(() => new URLSearchParams(location.search).get(SIGN_UP_QUERY) === 'true');
  const [finished, setFinished] = useState<PreparedOrder | null>(null);
  const [round, setRound] = useState(0);

  const choices: SignUpUser[] = useMemo(() => {
    if (actor.deputy && identity) {
      const self: SignUpUser = {
        id: identity.id,
        username: identity.username,
        firstName: identity.userFirstName,
        lastName: identity.userLastName,
        email: identity.userEmail,
      };
      return [self, ...(deputises.data ?? [])];
    }
    return (users.data?.content ?? [])
      .filter((user) => user.userRoles.some((role) => role.name === 'ROLE_USER'))
      .filter((user) => actor.admin || user.club?.id === identity?.clubId)
      .map(({ id, username, firstName, lastName, email }) => ({ id, username, firstName, lastName, email }));
  }, [actor.deputy, actor.admin, identity, deputises.data, users.data]);

  const block = signUpBlock(competition);
  const text = signUpButtonText(block, competition, actor);

  const refreshPlaces = () =>
    dispatch(catalogApi.util.invalidateTags([{ type: 'PublicCompetition', id: competition.publicLink }]));
  const close = () => {
    setOpen(false);
    refreshPlaces();
  };
  useEffect(() => {
    if (block !== null) setOpen(false);
  }, [block]);

  const reserved = (order: PreparedOrder & ReservedCart, chosenUserId: number | null) => {
    setOpen(false);
    refreshPlaces();
    if (completesForOthers(actor, chosenUserId, identity?.id ?? null)) {
      resetCart(dispatch);
      navigate(ORDER_COMPLETE);
      return;
    }
    storeCartAfterReserve(dispatch, cartAmount, order);
    setFinished(order);
  };

  return (
    <>
      <span title={block ? t(`publicPortal.signUpBlock.${block}`) : undefined}>
        <Button
          variant="contained"
          disabled={block !== null}
          onClick={() => {
            setRound((n) => n + 1);
            setOpen(true);
          }}
          data-testid={`competition-register-${competition.id}`}
          data-text={text}
          data-blocked={block ?? ''}
        >
          {t(`signUp.button.${text}`)}
        </Button>
      </span>
      <Suspense fallback={null}>
        {open && (
          <SignUpDialog
            key={round}
            competition={competition}
            actor={actor}
            identity={identity}
            users={choices}
            usersFailed={picksUser(actor) && (users.isError || deputises.isError)}
            cartId={storedCartId === null ? null : String(storedCartId)}
            onClose={close}
            onReserved={reserved}
          />
        )}
        {finished !== null && (
          <FinishDialog
            open
            name={competition.name}
            waitingList={Boolean(finished?.orderItems[0].waitingList)}
            onAgain={() => {
              setFinished(null);
              setRound((n) => n + 1);
              setOpen(true);
            }}
            onCart={() => {
              setFinished(null);
              navigate(CART);
            }}
            onClose={() => setFinished(null)}
          />
        )}
      </Suspense>
    </>
  );
};
