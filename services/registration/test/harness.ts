import { createTokenVerifier, startService, type RunningService } from '@portal/service-kit';
import {
  consumerQueues,
  createTestInfra,
  createTestKeys,
  waitFor,
  type TestInfra,
} from '@portal/service-kit/testing';
import { registrationService } from '../src/service';
import { competitionSnapshot, publisher } from './support';

type Keys = Awaited<ReturnType<typeof createTestKeys>>;

/**
 * Registration processes (in this process: separate pools, Redis clients, workers, consumers) on
 * one test database, broker and Redis prefix, with the helpers the registration tests share.
 * `prefix` names the run's database and queues (each test file its own).
 */
export async function startRegistrations(count: number, env: Record<string, string> = {}, prefix = 'reg') {
  const infra: TestInfra = await createTestInfra(prefix);
  const keys: Keys = await createTestKeys();
  const services: RunningService[] = [];
  for (let i = 0; i < count; i++)
    services.push(
      (await startService(
        registrationService,
        { ...infra.env, DATABASE_POOL_SIZE: '10', ...env },
        { verifyToken: createTokenVerifier({ keys: keys.jwks }) },
      )) as unknown as RunningService,
    );
  const events = await publisher(infra.env.AMQP_URL, infra.exchange);
  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await services[0]!.ctx.database.pool.query(text, values)).rows as T[];

  return {
    infra,
    keys,
    services,
    /** the publisher of the catalog's and identity's events */
    events,
    bases: services.map((s) => `http://127.0.0.1:${s.port}`),
    query,
    async publishCompetition(snapshot: ReturnType<typeof competitionSnapshot>, version = 1) {
      await events.publish('catalog.competition.upserted', version, snapshot);
      await waitFor(
        async () =>
          (
            await query(`SELECT 1 FROM registration.competitions WHERE id = $1 AND version >= $2`, [
              snapshot.id,
              version,
            ])
          ).length > 0,
      );
    },
    /** A division, class or factor as the catalog publishes it (the names replica). */
    async publishReference(
      resource: 'divisions' | 'competitionClasses' | 'factors',
      id: number,
      name: string,
    ) {
      await events.publish('catalog.reference-data.upserted', 1, { resource, id, name });
      await waitFor(
        async () =>
          (
            await query(`SELECT 1 FROM registration.reference_names WHERE kind = $1 AND id = $2`, [
              resource,
              id,
            ])
          ).length > 0,
      );
    },
    async publishUser(userId: number, username: string, clubId: number | null = null) {
      await events.publish('identity.user.upserted', 1, {
        userId,
        username,
        email: `${username}@example.org`,
        firstName: 'First',
        lastName: 'Last',
        locale: 'de',
        clubId,
        roles: ['ROLE_USER'],
        active: true,
        enabled: true,
        paymentUntil: null,
        notificationSelection: {},
        divisionIds: [],
      });
      await waitFor(
        async () => (await query(`SELECT 1 FROM registration.users WHERE id = $1`, [userId])).length > 0,
      );
    },
    adminToken: (id = 900) =>
      keys.sign({
        sub: String(id),
        username: `admin${id}`,
        roles: ['ROLE_ADMIN'],
        permissions: ['IS_ADMIN'],
      }),
    portalAdminToken: (id = 901) =>
      keys.sign({
        sub: String(id),
        username: `portal${id}`,
        roles: ['ROLE_PORTAL_ADMIN'],
        permissions: ['IS_PORTAL_ADMIN'],
      }),
    clubAdminToken: (clubId: number, id = 902 + clubId) =>
      keys.sign({
        sub: String(id),
        username: `clubadmin${id}`,
        roles: ['ROLE_CLUB_ADMIN'],
        permissions: ['IS_CLUB_ADMIN'],
        clubId,
      }),
    async stop() {
      await events.close();
      for (const service of services) await service.stop();
      await infra.cleanup(consumerQueues(`${infra.queuePrefix}.registration`, 5));
    },
  };
}

export type Registrations = Awaited<ReturnType<typeof startRegistrations>>;

/** The reserve call's body with the personal data, terms and the shooter's choice. */
export const reserveBody = (token: string, choice: Record<string, number> = {}) => ({
  token,
  order: {
    firstName: 'Anna',
    lastName: 'Schütz',
    email: 'anna@example.org',
    agbs: true,
    orderItems: [{ divisionId: 7, competitionClassId: 1, factorId: 1, ...choice }],
  },
});
