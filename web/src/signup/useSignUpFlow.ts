import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PreparedOrder } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { messageFromQueryError } from '../api/errorMessage';
import type { PublicCompetitionDetail, PublicSquad } from '../public/types';
import type { SquadSelection } from './SquadStep';
import type { SignUpUser } from './UserStep';
import {
  useLazyPreRegistrationCheckQuery,
  usePrepareOrderMutation,
  useReserveOrderMutation,
  useUpdateStandMutation,
  useValidateCodeMutation,
  type PrepareOrderItem,
} from './signUpApi';
import { prefetchGuestSession } from './guestSession';
import { codeNeeded, MULTIPLE_WAITING_LIST, picksUser, type SignUpActor } from './signUpLogic';
import type { ReserveOrderBody } from '@portal/contracts';

export type SignUpStep = 'user' | 'squad' | 'code' | 'stand' | 'data';

/** The key of a failed call, as the error catalogue names it. */
export const errorKeyOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'status' in error
    ? messageFromQueryError(error as FetchBaseQueryError)
    : 'INTERNAL_ERROR';

const EXPIRED = 'PREPARED_ORDER_NOT_FOUND';
const NO_SELECTION: SquadSelection = { squadId: null, squadIds: [] };

/**
 * The state of the sign-up dialog (docs/web-app.md): the steps,
 * the held order, the error key and whether the hold ran out.
 */
export const useSignUpFlow = (
  competition: PublicCompetitionDetail,
  actor: SignUpActor,
  cartId: string | null,
) => {
  const [step, setStep] = useState<SignUpStep>(picksUser(actor) ? 'user' : 'squad');
  const [user, setUser] = useState<SignUpUser | null>(null);
  const [selection, setSelection] = useState<SquadSelection>(NO_SELECTION);
  const [code, setCode] = useState('');
  const [checkNeedsCode, setCheckNeedsCode] = useState(false);
  const [order, setOrder] = useState<PreparedOrder | null>(null);
  const [standId, setStandId] = useState<number | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [preRegistrationCheck] = useLazyPreRegistrationCheckQuery();
  const [validateCode] = useValidateCodeMutation();
  const [prepareOrder] = usePrepareOrderMutation();
  const [updateStand] = useUpdateStandMutation();
  const [reserveOrder] = useReserveOrderMutation();
  // a guest's session (its proof of work) is made while the squad is chosen
  useEffect(() => {
    if (!actor.loggedIn) prefetchGuestSession();
  }, [actor.loggedIn]);

  const chosenSquads: PublicSquad[] = useMemo(() => {
    const ids = selection.squadId === MULTIPLE_WAITING_LIST ? selection.squadIds : [selection.squadId];
    return competition.squads.filter((squad) => ids.includes(squad.id));
  }, [competition.squads, selection]);
  const squad = selection.squadId === MULTIPLE_WAITING_LIST ? null : (chosenSquads[0] ?? null);
  const needsCode = codeNeeded(competition, chosenSquads, actor, checkNeedsCode);
  const held = order?.orderItems[0] ?? null;
  const needsStand = Boolean(squad && squad.stands.length > 0 && held && !held.waitingList);

  const steps: SignUpStep[] = [
    ...(picksUser(actor) ? (['user'] as const) : []),
    'squad',
    ...(needsCode ? (['code'] as const) : []),
    ...(needsStand || (!order && squad && squad.stands.length > 0) ? (['stand'] as const) : []),
    'data',
  ];

  /** Any call answering PREPARED_ORDER_NOT_FOUND: the hold is gone, close and register again. */
  const fail = useCallback((error: unknown) => {
    const key = errorKeyOf(error);
    if (key === EXPIRED) setExpired(true);
    setErrorKey(key);
  }, []);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setErrorKey(null);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const prepare = (forSquads: SquadSelection, reservationCode: string) =>
    run(async () => {
      const item: PrepareOrderItem = {
        competitionId: competition.id,
        squadId: forSquads.squadId!,
        reservationCode: reservationCode.trim() || null,
        ...(forSquads.squadId === MULTIPLE_WAITING_LIST ? { squadIds: forSquads.squadIds } : {}),
        ...(user && picksUser(actor) ? { userId: user.id } : {}),
      };
      try {
        const prepared = await prepareOrder(item).unwrap();
        setOrder(prepared);
        const first = prepared.orderItems[0];
        const stands = competition.squads.find((s) => s.id === first.squadId)?.stands.length ?? 0;
        setStep(prepared.status === 'PREPARE' && stands > 0 && !first.waitingList ? 'stand' : 'data');
      } catch (error) {
        // squad, stand and code reset, the countdown cleared (no order), the key shown
        setSelection(NO_SELECTION);
        setStandId(null);
        setCode('');
        setOrder(null);
        setStep('squad');
        setErrorKey(errorKeyOf(error));
      }
    });

  /** Squad chosen: ask the pre-registration check (a 404 while it is not built is ignored). */
  const afterSquad = (chosen: SquadSelection = selection) =>
    run(async () => {
      let required = false;
      if (chosen.squadId !== MULTIPLE_WAITING_LIST && chosen.squadId !== null) {
        const check = await preRegistrationCheck({
          competitionId: competition.id,
          squadId: chosen.squadId,
          cartId,
        });
        required = Boolean(check.data?.codeRequired);
      }
      setSelection(chosen);
      setCheckNeedsCode(required);
      const ids = chosen.squadId === MULTIPLE_WAITING_LIST ? chosen.squadIds : [chosen.squadId];
      const squads = competition.squads.filter((s) => ids.includes(s.id));
      if (codeNeeded(competition, squads, actor, required)) setStep('code');
      else await prepare(chosen, '');
    });

  const afterCode = () =>
    run(async () => {
      try {
        const valid = await validateCode({ competitionId: competition.id, code: code.trim() }).unwrap();
        if (!valid) {
          setErrorKey('INVALID_CODE');
          return;
        }
      } catch (error) {
        setErrorKey(errorKeyOf(error));
        return;
      }
      await prepare(selection, code);
    });

  const afterStand = () =>
    run(async () => {
      try {
        const next = await updateStand({
          itemToken: held!.token,
          orderId: order!.id,
          squadStandId: standId!,
        }).unwrap();
        setOrder(next);
        setStep('data');
      } catch (error) {
        fail(error);
      }
    });

  const reserve = async (body: ReserveOrderBody) => {
    let answer: Awaited<ReturnType<ReturnType<typeof reserveOrder>['unwrap']>> | null = null;
    await run(async () => {
      try {
        answer = await reserveOrder(body).unwrap();
      } catch (error) {
        fail(error);
      }
    });
    return answer;
  };

  const restart = () => {
    setStep(picksUser(actor) ? 'user' : 'squad');
    setUser(null);
    setSelection(NO_SELECTION);
    setCode('');
    setCheckNeedsCode(false);
    setOrder(null);
    setStandId(null);
    setErrorKey(null);
    setExpired(false);
  };

  const onExpired = useCallback(() => {
    setExpired(true);
    setErrorKey(EXPIRED);
  }, []);

  return {
    step,
    setStep,
    steps,
    user,
    setUser,
    selection,
    setSelection,
    squad,
    code,
    setCode,
    order,
    held,
    standId,
    setStandId,
    errorKey,
    expired,
    busy,
    prepare,
    afterSquad,
    afterCode,
    afterStand,
    reserve,
    restart,
    onExpired,
  };
};

export type SignUpFlow = ReturnType<typeof useSignUpFlow>;
