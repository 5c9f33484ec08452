import type { FairQueueEntry, FairQueueInfo } from '@portal/contracts';
import { useCallback, useEffect, useState } from 'react';
import { selectToken } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { setFairGate } from './fairAdmission';
import { FairQueueError, joinQueue, myEntry, queueInfo } from './fairQueueApi';

/** Polls: one's own entry every 1-2 s (jitter spreads a crowd's calls), the public view every 5-7 s. */
const ENTRY_MS = 1_000;
const INFO_MS = 5_000;
const jitter = (ms: number) => ms + Math.random() * (ms === INFO_MS ? 2_000 : ms);
/**
 * Far back in the queue the entry is asked less often (up to every 10-20 s, 1-2 s within the last
 * half minute): thousands polling every second would cost the machine more than the sign-ups the
 * queue protects (docs/fair-opening.md, Polling).
 */
const entryDelay = (entry: FairQueueEntry) => {
  const wait = entry.estimatedWaitSeconds ?? (entry.position === null && entry.state === 'WAITING' ? 150 : 0);
  const delay = jitter(ENTRY_MS * Math.min(10, 1 + Math.floor(wait / 30)));
  // the draw at the opening decides the position: asked again within 1-2 s after it
  const untilOpening = entry.opensAt ? Date.parse(entry.opensAt) - entry.now : -1;
  return untilOpening >= 0 ? Math.min(delay, untilOpening + jitter(ENTRY_MS)) : delay;
};
/** states after which one's entry no longer changes */
const FINAL: readonly FairQueueEntry['state'][] = ['ENDED', 'DROPPED'];

/**
 * The fair-opening panel's state (docs/fair-opening.md): the queue's public view, the caller's
 * entry once joined (an account's earlier join is found on load), and the gate the sign-up
 * button and prepareOrder read.
 */
export function useFairQueue(competitionId: number) {
  const session = useAppSelector(selectToken);
  const [info, setInfo] = useState<FairQueueInfo | null>(null);
  const [entry, setEntry] = useState<FairQueueEntry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const joined = entry !== null && entry.state !== 'NONE';

  const noteEntry = useCallback(
    (next: FairQueueEntry) => {
      setEntry(next);
      const opened = next.opensAt !== null && next.now >= Date.parse(next.opensAt);
      setFairGate(competitionId, {
        running: opened && next.state !== 'ENDED',
        admissionToken: next.admissionToken,
        windowEndsAt: next.windowEndsAt,
      });
    },
    [competitionId],
  );

  // the public view: commitment, whether the queue runs, the revealed seed
  useEffect(() => {
    let timer = 0;
    let stopped = false;
    const load = () =>
      queueInfo(competitionId, session)
        .then((next) => {
          setInfo(next);
          if (!joined)
            setFairGate(competitionId, { running: next.running, admissionToken: null, windowEndsAt: null });
        })
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) timer = window.setTimeout(load, jitter(INFO_MS));
        });
    void load();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [competitionId, session, joined]);

  // one's own entry: an account may have joined before (another tab, a reload)
  useEffect(() => {
    if (!session || joined) return;
    myEntry(competitionId, session).then(noteEntry, () => undefined);
  }, [competitionId, session, joined, noteEntry]);

  // live position, wait and admission while joined
  useEffect(() => {
    if (!joined || !entry || FINAL.includes(entry.state)) return;
    const timer = window.setTimeout(() => {
      myEntry(competitionId, session).then(noteEntry, () => undefined);
    }, entryDelay(entry));
    return () => window.clearTimeout(timer);
  }, [competitionId, session, joined, entry, noteEntry]);

  useEffect(() => () => setFairGate(competitionId, null), [competitionId]);

  const join = () => {
    setJoining(true);
    setError(null);
    joinQueue(competitionId, session)
      .then(noteEntry, (failure: unknown) =>
        setError(failure instanceof FairQueueError ? failure.key : 'UNKNOWN_ERROR'),
      )
      .finally(() => setJoining(false));
  };
  return { info, entry, joined, join, joining, error };
}
