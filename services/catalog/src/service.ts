import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';
import { clubsPubListRoutes } from './http/clubs-pub-list';
import { competitionClassRoutes } from './http/competition-classes';
import { competitionTypeRoutes } from './http/competition-types';
import { divisionRoutes } from './http/divisions';
import { factorRoutes } from './http/factors';
import { levelRoutes } from './http/levels';
import { referenceAdminRegistries } from './http/reference-resources';

/** catalog: clubs, competitions, events, squads, stands, reference data, uploads, adverts, favourites, public lists, maintenance windows. */
export const catalogService: ServiceDefinition<Record<string, never>> = {
  name: 'catalog',
  schema: 'catalog',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  routes: (ctx) => [
    factorRoutes(ctx),
    levelRoutes(ctx),
    competitionClassRoutes(ctx),
    divisionRoutes(ctx),
    competitionTypeRoutes(ctx),
    clubsPubListRoutes(ctx),
    ...referenceAdminRegistries(ctx),
  ],
};
