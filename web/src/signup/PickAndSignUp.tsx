import Button from '@mui/material/Button';
import type { PreparedOrder } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { catalogApi } from '../api/catalogApi';
import { selectCart, selectCartAmount } from '../cart/cartSlice';
import { placeTags } from '../public/competitionTags';
import type { PublicCompetitionDetail } from '../public/types';
import { PATHS } from '../routes/paths';
import { selectIsLoggedIn, selectPermissions } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { resetCart, storeCartAfterReserve } from './cartAfterReserve';
import type { PickableCompetition } from './CompetitionPickDialog';
import type { ReservedCart } from './signUpApi';
import { actorOf, completesOnOrderComplete, picksUser } from './signUpLogic';
import './signUpTexts';
import { useSignUpPeople } from './useSignUpPeople';

const CompetitionPickDialog = lazy(() =>
  import('./CompetitionPickDialog').then((m) => ({ default: m.CompetitionPickDialog })),
);
const SignUpDialog = lazy(() => import('./SignUpDialog').then((m) => ({ default: m.SignUpDialog })));

/** The sign-up dialog for a competition chosen in step 1, with its people. */
const ChosenSignUp = ({
  competition,
  onPick,
  onClose,
}: {
  competition: PublicCompetitionDetail;
  onPick: () => void;
  onClose: () => void;
}) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const storedCartId = useAppSelector(selectCart).id;
  const cartAmount = useAppSelector(selectCartAmount);
  const { actor, identity, choices, usersFailed } = useSignUpPeople(competition.clubId);
  // a left dialog gives its hold back outside the API slices (keepalive fetch): read the places
  // again; a reserve refreshes them itself (signUpApi's reserveOrder)
  const refresh = () => dispatch(catalogApi.util.invalidateTags(placeTags(competition.id)));
  const reserved = (order: PreparedOrder & ReservedCart, chosenUserId: number | null) => {
    if (completesOnOrderComplete(actor, chosenUserId, identity?.id ?? null)) {
      resetCart(dispatch);
      navigate(PATHS.orderComplete);
      return;
    }
    storeCartAfterReserve(dispatch, cartAmount, order);
    navigate(PATHS.cart);
  };
  return (
    <SignUpDialog
      competition={competition}
      actor={actor}
      identity={identity}
      users={choices}
      usersFailed={usersFailed}
      cartId={storedCartId === null ? null : String(storedCartId)}
      onClose={() => {
        refresh();
        onClose();
      }}
      onReserved={reserved}
      onPickCompetition={onPick}
    />
  );
};

/**
 * A sign-up button that opens the dialog where it stands (the back-office registrations list,
 * docs/back-office-additions.md): step 1 picks the competition unless one is given
 * (docs/back-office-additions.md; docs/back-office-additions.md), then the usual steps follow.
 */
export const PickAndSignUp = ({
  competitions,
  givenId,
  testId,
}: {
  competitions: PickableCompetition[];
  /** the competition already chosen (the list's filter), preselected in step 1 */
  givenId: number | null;
  testId: string;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const [competition, setCompetition] = useState<PublicCompetitionDetail | null>(null);
  // a given competition skips step 1 until the user goes back to it
  const [picking, setPicking] = useState(false);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const permissions = useAppSelector(selectPermissions);
  const picks = picksUser(actorOf(loggedIn, permissions, null, 0, 0));
  const close = () => {
    setOpen(false);
    setCompetition(null);
    setPicking(false);
    setLastPicked(null);
  };
  const given = competitions.find((one) => one.id === givenId) ?? null;
  // back from the next step, step 1 shows the competition picked before
  const [lastPicked, setLastPicked] = useState<PickableCompetition | null>(null);
  return (
    <>
      <Button
        variant="contained"
        onClick={() => {
          setRound((n) => n + 1);
          setOpen(true);
        }}
        data-testid={testId}
      >
        {t('signUp.button.signUp')}
      </Button>
      <Suspense fallback={null}>
        {open && competition === null && (
          <CompetitionPickDialog
            key={round}
            competitions={competitions}
            initial={picking ? (lastPicked ?? given) : given}
            skipWhenReady={given !== null && !picking}
            laterSteps={[...(picks ? (['user'] as const) : []), 'squad', 'data']}
            onNext={(next) => {
              setLastPicked(competitions.find((one) => one.id === next.id) ?? null);
              setCompetition(next);
            }}
            onClose={close}
          />
        )}
        {open && competition !== null && (
          <ChosenSignUp
            competition={competition}
            onPick={() => {
              setPicking(true);
              setCompetition(null);
            }}
            onClose={close}
          />
        )}
      </Suspense>
    </>
  );
};
