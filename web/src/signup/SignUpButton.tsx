import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PreparedOrder } from '@portal/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { catalogApi } from '../api/catalogApi';
import { selectCart, selectCartAmount } from '../cart/cartSlice';
import { placeTags } from '../public/competitionTags';
import type { PublicCompetitionDetail } from '../public/types';
import { successShown } from '../notifications/notificationsSlice';
import { PATHS } from '../routes/paths';
import { selectToken } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { resetCart, storeCartAfterReserve } from './cartAfterReserve';
import type { ReservedCart } from './signUpApi';
import { completesOnOrderComplete, signUpButtonText } from './signUpLogic';
import './signUpTexts';
import { useSignUpBlock } from './useSignUpBlock';
import { releaseLeftHold } from './holdRelease';
import { useSignUpPeople } from './useSignUpPeople';
import { useFairGate } from './fair/fairAdmission';

// the dialogs (steppers, pickers, autocomplete) load when first opened, not with the page: the
// competition page's first paint needs only the button
const SignUpDialog = lazy(() => import('./SignUpDialog').then((m) => ({ default: m.SignUpDialog })));
const FinishDialog = lazy(() => import('./FinishDialog').then((m) => ({ default: m.FinishDialog })));

/** Where the dialog leads after a reserve (docs/web-app.md). */
const ORDER_COMPLETE = PATHS.orderComplete;
const CART = PATHS.cart;

/** How long registration's occupancy event takes to reach the catalog's counts, generously. */
const PLACES_SETTLE_MS = 2_000;

/** `?signUp=true` on the competition page (the list's register button) opens the dialog at once. */
export const SIGN_UP_QUERY = 'signUp';

/**
 * The competition page's sign-up button with its spec text, the sign-up dialog and the finish
 * dialog; after a privileged user signs up someone, orderComplete (docs/web-app.md).
 */
export const SignUpButton = ({ competition }: { competition: PublicCompetitionDetail }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const storedCartId = useAppSelector(selectCart).id;
  const cartAmount = useAppSelector(selectCartAmount);
  const { actor, identity, choices, usersFailed } = useSignUpPeople(competition.clubId);
  const [open, setOpen] = useState(() => new URLSearchParams(location.search).get(SIGN_UP_QUERY) === 'true');
  // the competition and page are kept with the order: the dialog names the one signed up for
  const [finished, setFinished] = useState<{ order: PreparedOrder; name: string; at: string } | null>(null);
  const [round, setRound] = useState(0);

  // the button opens and closes at the server's second and with the live places, without a reload
  const { block, note } = useSignUpBlock(competition);
  // fair opening: while the queue runs, only the admitted caller's button opens (docs/fair-opening.md)
  const fair = useFairGate(competition.id);
  const waitTurn = fair?.running === true && fair.admissionToken === null;
  const text = signUpButtonText(block, competition, actor);
  const why = note
    ? t(`signUp.opening.${note.key}`, { when: note.when })
    : block
      ? t(`publicPortal.signUpBlock.${block}`)
      : waitTurn
        ? t('signUp.fair.waitTurn')
        : undefined;
  const session = useAppSelector(selectToken);
  // a hold this tab left without its release arriving (reload, crash) goes back now
  useEffect(() => releaseLeftHold(session), []);
  // the finish dialog belongs to the page it was opened on: leaving it (another competition's page
  // keeps this component) closes it (docs/web-usability.md)
  useEffect(() => {
    if (finished && finished.at !== location.pathname) setFinished(null);
  }, [location.pathname, finished]);

  // a left dialog has given its hold back by a keepalive fetch outside the API slices (it must
  // survive the page's unload), so no mutation invalidates the places: read them here
  const refreshPlaces = () => dispatch(catalogApi.util.invalidateTags(placeTags(competition.id)));
  const close = () => {
    setOpen(false);
    refreshPlaces();
    // stays: the counts are the catalog's copy, changed when registration's occupancy event
    // reaches it, later than the release's answer; nothing tells the page when, so read again
    window.setTimeout(refreshPlaces, PLACES_SETTLE_MS);
  };
  // blocked when asked to open (`?signUp=true`); a window closing meanwhile leaves a running hold be
  useEffect(() => {
    if (open && block !== null) setOpen(false);
  }, [open]);

  // the reserve itself refreshes the page's places and registrations (signUpApi's reserveOrder)
  const reserved = (order: PreparedOrder & ReservedCart, chosenUserId: number | null) => {
    setOpen(false);
    if (completesOnOrderComplete(actor, chosenUserId, identity?.id ?? null)) {
      resetCart(dispatch);
      dispatch(successShown('SUCCESS_ORDER')); // done: nothing to check out
      navigate(ORDER_COMPLETE);
      return;
    }
    storeCartAfterReserve(dispatch, cartAmount, order);
    dispatch(successShown('ADDED_TO_CART'));
    setFinished({ order, name: competition.name, at: location.pathname });
  };

  return (
    <>
      <span title={why}>
        <Button
          variant="contained"
          disabled={block !== null || waitTurn}
          onClick={() => {
            setRound((n) => n + 1);
            setOpen(true);
          }}
          data-testid={`competition-register-${competition.id}`}
          data-text={text}
          data-blocked={block ?? ''}
        >
          {note?.key === 'opensAt' ? why : t(`signUp.button.${text}`)}
        </Button>
      </span>
      {note?.key === 'closedAt' && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
          data-testid="signup-why"
        >
          {why}
        </Typography>
      )}
      <Suspense fallback={null}>
        {open && (
          <SignUpDialog
            key={round}
            competition={competition}
            actor={actor}
            identity={identity}
            users={choices}
            usersFailed={usersFailed}
            cartId={storedCartId === null ? null : String(storedCartId)}
            onClose={close}
            onReserved={reserved}
          />
        )}
        {finished !== null && (
          <FinishDialog
            open
            name={finished.name}
            waitingList={Boolean(finished.order.orderItems[0].waitingList)}
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
