import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../src/auth/tokens';
import type { BaseConfig } from '../src/config';
import { startService, type RunningService, type ServiceDefinition } from '../src/service';
import { consumerQueues, createTestInfra, createTestKeys, type TestInfra } from '../src/testing';
import { KIT_TOPOLOGY, kitService } from './fixture/service';

/** What a service's steps share: here a log of which step saw it, in the order the kit calls them. */
interface Parts {
  seenBy: string[];
}

/** The kit's fixture service, each step noting that it received the parts its prepare built. */
const withParts: ServiceDefinition<z.ZodRawShape, Parts> = {
  ...kitService,
  prepare: () => ({ seenBy: ['prepare'] }),
  handlers: (ctx, parts) => {
    parts.seenBy.push('handlers');
    return kitService.handlers!(ctx);
  },
  jobs: (_ctx, parts) => void parts.seenBy.push('jobs'),
  routes: (ctx, parts) => {
    parts.seenBy.push('routes');
    return kitService.routes(ctx);
  },
  extraRouters: (_ctx, parts) => (parts.seenBy.push('extraRouters'), []),
};

/**
 * The parts a definition's `prepare` builds reach handlers, jobs and routes as one object, with no
 * lookup by context (docs/service-kit.md, composition).
 */
describe('the parts of a service', () => {
  let infra: TestInfra;
  let service: RunningService<BaseConfig, Parts>;

  beforeAll(async () => {
    infra = await createTestInfra('parts');
    const keys = await createTestKeys();
    service = await startService(withParts, infra.env, {
      verifyToken: createTokenVerifier({ keys: keys.jwks }),
      topology: KIT_TOPOLOGY,
    });
  });
  afterAll(async () => {
    await service.stop();
    await infra.cleanup(consumerQueues(`${infra.queuePrefix}.export`, 5));
  });

  it('when prepare builds parts then handlers, jobs (after the consumer started), routes and extra routers receive that one object', () => {
    expect(service.parts.seenBy).toEqual(['prepare', 'handlers', 'jobs', 'routes', 'extraRouters']);
    expect(service.consumer).not.toBeNull();
  });
});
