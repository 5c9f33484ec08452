import { useSyncExternalStore } from 'react';

/**
 * What the fair-opening panel learnt about the caller's turn (docs/fair-opening.md), shared with
 * the sign-up button (waits while the queue runs and the turn has not come) and prepareOrder
 * (carries the admission token). A plain store: the panel polls, the button and the call read.
 */
export interface FairGate {
  /** the queue runs: prepareOrder needs the token */
  running: boolean;
  admissionToken: string | null;
  windowEndsAt: string | null;
}

const gates = new Map<number, FairGate>();
const listeners = new Set<() => void>();

export const setFairGate = (competitionId: number, gate: FairGate | null): void => {
  const known = gates.get(competitionId);
  if (gate === null ? !known : JSON.stringify(known) === JSON.stringify(gate)) return;
  if (gate === null) gates.delete(competitionId);
  else gates.set(competitionId, gate);
  listeners.forEach((listener) => listener());
};

/** The token prepareOrder sends for this competition, if the caller's turn has come. */
export const admissionTokenFor = (competitionId: number): string | null =>
  gates.get(competitionId)?.admissionToken ?? null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The gate of one competition; null while nothing is known (the server decides then). */
export const useFairGate = (competitionId: number): FairGate | null =>
  useSyncExternalStore(subscribe, () => gates.get(competitionId) ?? null);
