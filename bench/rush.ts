import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { guestLoopRush } from './rush-guest-loop';
import { pacedRush } from './rush-paced';
import { CONNECTIONS, percentile, phases, rush, tally, visitAll, type Answer } from './rush-client';
import {
  cpuDelta,
  cpuMs,
  databaseCpuMs,
  databaseTransactions,
  openRushInfra,
  PLACES,
  rushTokens,
  SQUADS,
  startRushStack,
  tcpActiveOpens,
  USERS,
  WAITING,
  warmUp,
  writeCalls,
} from './rush-stack';

/**
 * `npm run bench -- rush`: 3,000 distinct signed-in users against 300 places in 10 squads
 * (waiting lists of 5) through the gateway, with two registration processes sharing one port
 * (cluster.ts: connections spread round robin, as a Kubernetes Service does).
 * Reports hold decisions per second, prepareOrder p50/p99, places held, oversell, lost answers and 5xx, the hold-expiry lag, and a
 * bare Node HTTP server's rate on this machine as the ceiling.
 */

export async function benchRush() {
  const loadAtStart = +os.loadavg()[0]!.toFixed(2);
  const run = await openRushInfra('rush');
  const { keys, pool, publish, squads, snapshot } = run;
  const children: ChildProcess[] = [];
  try {
    const stack = await startRushStack(run, children);
    const { registration, registrationUrl, gateway } = stack;
    // expiry lag: like the rush, 300 places in 10 squads, with a 3 s countdown
    await publish(
      snapshot(
        3,
        squads(300).map((s) => ({ ...s, maxWaitingListSize: 0 })),
        3,
      ),
    );

    const tokens = await rushTokens(keys);
    const url = `${gateway}/api/publicResources/prepareOrder`;
    const bodies = (competitionId: number, base: number) => run.bodies(tokens, competitionId, base);
    await warmUp(run, url);

    // the option: a looping anonymous client during the rush instead of the figures below
    if (process.env.RUSH_GUEST_LOOP) return await guestLoopRush(run, gateway, tokens);
    // the option: prepareOrder at fixed rates, as fair opening's pacer admits (docs/fair-opening.md)
    if (process.env.RUSH_PACED)
      return await pacedRush(run, gateway, tokens, process.env.RUSH_PACED.split(',').map(Number));

    const { gatewayChild } = stack;
    const registrationChildren = registration.pids.map((pid) => ({ pid }));
    const transactionsBefore = await databaseTransactions(pool);
    const databaseBefore = await databaseCpuMs(pool);
    const cpuBefore = { gateway: cpuMs(gatewayChild), registration: registrationChildren.map(cpuMs) };
    const processes = [gatewayChild, ...registrationChildren];
    const writesBefore = processes.map(writeCalls);
    const connectionsBefore = tcpActiveOpens();
    const clientCpuBefore = process.cpuUsage();
    const { answers, seconds } = await rush(url, bodies(1, 100), tokens);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    // the client's 100 and nothing more: no upstream socket closed and opened again mid-rush
    const tcpConnectionsOpened = tcpActiveOpens() - connectionsBefore;
    // socket writes cost more than anything else per call on this VM (profiles): count them
    const writes = processes.map((p, i) => writeCalls(p) - writesBefore[i]!);
    // CPU time per decision of each process: the load-independent figure on a shared machine
    const cpuPerRequest = {
      gatewayCpuMsPerRequest: +((cpuMs(gatewayChild) - cpuBefore.gateway) / answers.length).toFixed(3),
      registrationCpuMsPerRequest: +(
        registrationChildren.reduce((sum, c, i) => sum + cpuMs(c) - cpuBefore.registration[i]!, 0) /
        answers.length
      ).toFixed(3),
      // the load generator's share of the same two cores
      clientCpuMsPerRequest: +((clientCpu.user + clientCpu.system) / 1000 / answers.length).toFixed(3),
      databaseCpuMsPerRequest: +(
        cpuDelta(databaseBefore, await databaseCpuMs(pool)) / answers.length
      ).toFixed(3),
    };
    const writesPerRequest = {
      gatewayWritesPerRequest: +(writes[0]! / answers.length).toFixed(2),
      registrationWritesPerRequest: +((writes[1]! + writes[2]!) / answers.length).toFixed(2),
    };
    const databaseTransactionsPerRequest = +(
      ((await databaseTransactions(pool)) - transactionsBefore) /
      answers.length
    ).toFixed(2);
    const { ok, held, full, serverErrors, lost, tooManyRequests, other, answered } = tally(answers);
    const seats = await run.seats(100);
    const latencies = answered.map((a) => a.ms);
    const serviceLatencies = answered.map((a) => a.serviceMs);

    // the same rush straight to the registration processes, without the gateway
    const lbUrl = `${registrationUrl}/api/publicResources/prepareOrder`;
    await publish(snapshot(4, squads(400), 600));
    const directCpuBefore = registrationChildren.map(cpuMs);
    const direct = await rush(lbUrl, bodies(4, 400), tokens);
    const directRegistrationCpuMsPerRequest = +(
      registrationChildren.reduce((sum, c, i) => sum + cpuMs(c) - directCpuBefore[i]!, 0) /
      direct.answers.length
    ).toFixed(3);
    const directOk = direct.answers.filter((a) => a?.status === 200 || a?.status === 409).length;

    // hold-expiry lag: 300 holds of 3 s in 10 squads, polled every 20 ms until each is EXPIRED
    const lagTokens = tokens.slice(0, 300);
    const lagRun = await rush(
      url,
      lagTokens.map((_, i) =>
        JSON.stringify({
          status: 'PREPARE',
          orderItems: [{ competitionId: 3, squadId: 300 + (i % SQUADS) }],
        }),
      ),
      lagTokens,
    );
    const lagOrders = lagRun.answers
      .filter((a) => a?.status === 200)
      .map((a) => (JSON.parse(a!.body) as { id: number }).id);
    const seen = new Map<number, number>();
    const deadline = Date.now() + 30_000;
    while (seen.size < lagOrders.length && Date.now() < deadline) {
      const expired = await pool.query<{ id: number; expires: number }>(
        `SELECT id, extract(epoch FROM expires_at) * 1000 AS expires FROM registration.orders
         WHERE status = 'EXPIRED' AND id = ANY($1::int[])`,
        [lagOrders],
      );
      const now = Date.now();
      for (const row of expired.rows) if (!seen.has(row.id)) seen.set(row.id, now - Number(row.expires));
      await new Promise((r) => setTimeout(r, 20));
    }
    const lags = [...seen.values()];

    // the same rush by users who opened the competition page first (its participants list, a
    // registration read through the gateway), as shooters waiting for the opening do: their tokens
    // are then verified already (the kit's verified-token cache) in the gateway and one process
    await publish(snapshot(5, squads(500), 600));
    await visitAll(`${gateway}/api/publicResources/orderItems?competitionId=5`, tokens);
    const pageCpuBefore = { gateway: cpuMs(gatewayChild), registration: registrationChildren.map(cpuMs) };
    const afterPage = await rush(url, bodies(5, 500), tokens);
    const afterPageCpu = {
      gateway: +((cpuMs(gatewayChild) - pageCpuBefore.gateway) / afterPage.answers.length).toFixed(3),
      registration: +(
        registrationChildren.reduce((sum, c, i) => sum + cpuMs(c) - pageCpuBefore.registration[i]!, 0) /
        afterPage.answers.length
      ).toFixed(3),
    };
    const afterPageAnswered = afterPage.answers.filter((a): a is Answer => a !== null);
    const afterPageDecided = afterPageAnswered.filter((a) => a.status === 200 || a.status === 409).length;

    // the ceiling: a bare Node HTTP server answering the same number of posts the same way
    const bare = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as net.AddressInfo).port}/`;
    const bareRun = await rush(bareUrl, bodies(1, 100), tokens);
    bare.close();

    return {
      users: USERS,
      places: SQUADS * PLACES,
      waitingListPlaces: SQUADS * WAITING,
      connections: CONNECTIONS,
      registrationProcesses: 2,
      decisionsPerSecond: Math.round(answers.length / seconds),
      prepareOrderP50Ms: percentile(latencies, 50),
      prepareOrderP99Ms: percentile(latencies, 99),
      prepareOrderServiceP50Ms: percentile(serviceLatencies, 50),
      prepareOrderServiceP99Ms: percentile(serviceLatencies, 99),
      directDecisionsPerSecond: Math.round(directOk / direct.seconds),
      afterPageDecisionsPerSecond: Math.round(afterPageDecided / afterPage.seconds),
      afterPageServiceP50Ms: percentile(
        afterPageAnswered.map((a) => a.serviceMs),
        50,
      ),
      afterPageServiceP99Ms: percentile(
        afterPageAnswered.map((a) => a.serviceMs),
        99,
      ),
      // where the tail is: the answers that held a place or slot, and the refusals
      afterPageGrantP99Ms: percentile(
        afterPageAnswered.filter((a) => a.status === 200).map((a) => a.serviceMs),
        99,
      ),
      afterPageRefusalP99Ms: percentile(
        afterPageAnswered.filter((a) => a.status !== 200).map((a) => a.serviceMs),
        99,
      ),
      afterPageGatewayCpuMsPerRequest: afterPageCpu.gateway,
      afterPageRegistrationCpuMsPerRequest: afterPageCpu.registration,
      afterPageUndecided: afterPage.answers.length - afterPageDecided,
      ...cpuPerRequest,
      ...writesPerRequest,
      tcpConnectionsOpened,
      databaseTransactionsPerRequest,
      directRegistrationCpuMsPerRequest,
      ...phases(answered, seconds),
      placesHeld: held.length,
      waitingListEntries: ok.length - held.length,
      squadFull: full.length,
      tooManyRequests,
      otherAnswers: other,
      placesInDatabase: seats.taken,
      liveItemsWithPlace: seats.items,
      oversell: seats.over + Math.max(0, held.length - SQUADS * PLACES),
      lostAnswers: lost,
      serverErrors,
      loadAverageAtStart: loadAtStart,
      holdExpiryLagP50Ms: percentile(lags, 50),
      holdExpiryLagP99Ms: percentile(lags, 99),
      holdsExpiredOf: `${lags.length}/${lagOrders.length}`,
      bareNodeRequestsPerSecond: Math.round(bareRun.answers.length / bareRun.seconds),
    };
  } finally {
    await run.close(children);
  }
}
