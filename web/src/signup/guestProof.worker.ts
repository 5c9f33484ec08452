import { solveGuestChallenge } from '@portal/contracts/guest-proof';

/** Solves a guest-session challenge off the main thread (docs/guest-holds.md). */
self.onmessage = async (event: MessageEvent<{ challenge: string; bits: number }>) => {
  const { challenge, bits } = event.data;
  self.postMessage(await solveGuestChallenge(challenge, bits));
};
