import type { IpscHandgun } from '../test/competitionData';
import { rushMail, unexpected, type Answer, type Traffic, type Unexpected } from './rushTraffic';

/** The rush's match: its squads, all open for sign-up. */
export interface RushMatch {
  ipsc: IpscHandgun;
  competitionId: number;
  squadIds: number[];
  /** the holds' countdown */
  holdSeconds: number;
}

/** What the rush's users did, for the invariants afterwards. */
export interface Outcomes {
  /** users whose place is checked out (sign-on confirmation due), with their item */
  checkedOut: { user: number; itemId: number }[];
  /** users who cancelled their checked-out place (a cancellation mail due) */
  cancelled: { user: number; itemId: number }[];
  /** orders left to expire: held places and waiting slots nobody confirmed */
  abandoned: number[];
  full: number;
  /** users who came back after their countdown had run out (a slow server under a kill) */
  expired: number;
  /** answers other than a place, a waiting slot or a full squad: must stay empty (but for calls a kill cut) */
  unexpected: Unexpected[];
}

export const emptyOutcomes = (): Outcomes => ({
  checkedOut: [],
  cancelled: [],
  abandoned: [],
  full: 0,
  expired: 0,
  unexpected: [],
});

/**
 * One shooter's sign-up as the web app makes it: hold a place (prepareOrder); then three in five
 * check out, one in five checks out and cancels, one in five walks away and lets the countdown
 * release the place. A waiting slot is left to expire as well.
 */
export async function signUpJourney(
  traffic: Traffic,
  url: string,
  match: RushMatch,
  token: string,
  user: number,
  outcomes: Outcomes,
): Promise<void> {
  const api = `${url}/api`;
  const squadId = match.squadIds[user % match.squadIds.length]!;
  const heldAt = performance.now();
  /** false for a 200; a failed call (no answer, 5xx) is counted by Traffic, any other answer here */
  const fails = (name: string, answer: Answer | null, gone?: string) => {
    if (answer?.status === 200) return false;
    if (!answer || answer.status >= 500) return true;
    // the countdown ran out before the user came back: the place went back, as the spec says
    const late = performance.now() - heldAt >= match.holdSeconds * 1000;
    if (gone && late && answer.text.includes(gone)) outcomes.expired++;
    else outcomes.unexpected.push(unexpected(`${name} ${answer.status} ${answer.text}`, answer));
    return true;
  };
  const held = await traffic.call('prepareOrder', `${api}/publicResources/prepareOrder`, {
    token,
    json: { status: 'PREPARE', orderItems: [{ competitionId: match.competitionId, squadId }] },
  });
  if (!held || held.status >= 500) return;
  if (held.status === 409 && held.text.includes('SQUAD_FULL')) return void outcomes.full++;
  if (held.status !== 200)
    return void outcomes.unexpected.push(unexpected(`prepareOrder ${held.status} ${held.text}`, held));
  const order = JSON.parse(held.text) as {
    id: number;
    orderItems: { token: string; waitingList: boolean }[];
  };
  const plan = user % 5;
  if (order.orderItems[0]!.waitingList || plan === 3) return void outcomes.abandoned.push(order.id);
  const reserved = await traffic.call('reserveOrder', `${api}/publicResources/reserveOrder`, {
    token,
    json: {
      token: order.orderItems[0]!.token,
      order: {
        firstName: 'Rush',
        lastName: `User ${user}`,
        email: rushMail(user),
        agbs: true,
        orderItems: [
          {
            divisionId: match.ipsc.divisionId,
            competitionClassId: match.ipsc.classId,
            factorId: match.ipsc.factorId,
          },
        ],
      },
    },
  });
  if (fails('reserveOrder', reserved, 'PREPARED_ORDER_NOT_FOUND')) return;
  const cart = JSON.parse(reserved!.text) as {
    cartId: number;
    cartToken: string;
    orderItems: { id: number }[];
  };
  const itemId = cart.orderItems[0]!.id;
  const submitted = await traffic.call('submit', `${api}/publicResources/cart/${cart.cartId}/submit`, {
    method: 'PUT',
    token,
    json: { paymentMethod: 'PAY_ON_SITE', agbs: true, cartToken: cart.cartToken },
  });
  if (fails('submit', submitted, 'NO_ITEMS_IN_CART')) return;
  outcomes.checkedOut.push({ user, itemId });
  if (plan !== 4) return;
  const cancelled = await traffic.call('cancel', `${api}/shooterOrderItems/${itemId}/cancel`, {
    method: 'PUT',
    token,
  });
  if (fails('cancel', cancelled)) return;
  outcomes.cancelled.push({ user, itemId });
}

/** What the back-office did meanwhile. */
export interface BackOfficeWork {
  paid: number[];
  /** uploaded files and their bytes, to be read from every catalog replica afterwards */
  uploads: { id: number; bytes: Buffer }[];
  /** export jobs followed to their downloaded file */
  exports: { id: string; bytes: number }[];
  /** jobs that ended `failed`: a replica died under them (docs/replicas-and-schedulers.md) */
  failedExports: string[];
  unexpected: Unexpected[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An admin at work while the rush runs, in turn until `running()` is false: marks a checked-out
 * registration paid, uploads a document, and now and then runs an export job to its download.
 */
export async function backOffice(
  traffic: Traffic,
  url: string,
  token: string,
  outcomes: Outcomes,
  running: () => boolean,
): Promise<BackOfficeWork> {
  const api = `${url}/api`;
  const work: BackOfficeWork = { paid: [], uploads: [], exports: [], failedExports: [], unexpected: [] };
  const expect = (
    what: string,
    answer: Pick<Answer, 'status' | 'text' | 'started' | 'ended'> | null,
    ok: number,
  ) => {
    // a failed call (no answer, 5xx) is counted by Traffic; any other answer but `ok` is wrong
    if (answer && answer.status < 500 && answer.status !== ok)
      work.unexpected.push(unexpected(`${what} ${answer.status} ${answer.text}`, answer));
    return answer?.status === ok ? answer : null;
  };
  let lastExport = -Infinity;
  for (let round = 0; running(); round++) {
    const cancelled = new Set(outcomes.cancelled.map((c) => c.itemId));
    const unpaid = outcomes.checkedOut.find(
      (c) => c.user % 5 !== 4 && !cancelled.has(c.itemId) && !work.paid.includes(c.itemId),
    );
    if (unpaid) {
      const paid = await traffic.call('pay', `${api}/orderItems/pay`, {
        method: 'PUT',
        token,
        json: { id: unpaid.itemId, paid: true },
      });
      if (expect('pay', paid, 200)) work.paid.push(unpaid.itemId);
    }
    const file = Buffer.from(`%PDF-1.4\n% Ausschreibung, round ${round}\n%%EOF\n`);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), `round-${round}.pdf`);
    const upload = expect(
      'upload',
      await traffic.call('upload', `${api}/upload?kind=document`, { token, body: form }),
      201,
    );
    if (upload) work.uploads.push({ id: (JSON.parse(upload.text) as { id: number }).id, bytes: file });
    // an export every 10 s: below the per-user cap (10 a minute), which would answer 429
    if (performance.now() - lastExport >= 10_000) {
      lastExport = performance.now();
      await exportJob(traffic, api, token, work, expect);
    }
    await sleep(300);
  }
  return work;
}

async function exportJob(
  traffic: Traffic,
  api: string,
  token: string,
  work: BackOfficeWork,
  expect: (what: string, answer: { status: number; text: string } | null, ok: number) => unknown,
) {
  const started = await traffic.call('export job', `${api}/exports/jobs`, {
    token,
    json: { type: 'competitions', query: {} },
  });
  if (!expect('export job', started, 202)) return;
  const { id } = JSON.parse(started!.text) as { id: string };
  // a job whose replica died is handed again once BullMQ sees it stalled (30 s), then ends failed
  for (let poll = 0; poll < 240; poll++) {
    const state = await traffic.call('export state', `${api}/exports/jobs/${id}`, { token });
    if (!expect('export state', state, 200)) return;
    const job = JSON.parse(state!.text) as { state: string };
    if (job.state === 'failed') return void work.failedExports.push(id);
    if (job.state === 'completed') {
      const file = await traffic.call('export download', `${api}/exports/jobs/${id}/download`, { token });
      if (expect('export download', file, 200)) work.exports.push({ id, bytes: file!.bytes.length });
      return;
    }
    await sleep(250);
  }
  work.unexpected.push(unexpected(`export ${id} did not complete`));
}

/** Visitors reading the public pages in a loop until `running()` is false. */
export async function browsing(traffic: Traffic, url: string, match: RushMatch, running: () => boolean) {
  const pages = [
    `${url}/api/publicResources/competitions?page=0&size=5`,
    `${url}/api/publicResources/listByCompetition/${match.competitionId}`,
    `${url}/api/.well-known/jwks.json`,
    `${url}/`,
  ];
  for (let i = 0; running(); i++) {
    await traffic.call('browse', pages[i % pages.length]!);
    await sleep(20);
  }
}
