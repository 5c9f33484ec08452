import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';
import { createFileStorage, fileStoreConfig } from './domain/files/file-store';
import { advertisingRoutes } from './http/advertisings';
import { fileRoutes } from './http/files';
import { clubRoutes } from './http/clubs';
import { competitionRoutes } from './http/competitions';
import { publicCompetitionRoutes } from './http/public-competitions';
import { publicSquadStandRoutes } from './http/public-squad-stands';
import { squadOccupancyHandler } from './events/squad-occupancy';
import { startLivePlacesFlush } from './events/live-places';
import { z } from 'zod';
import { clubsPubListRoutes } from './http/clubs-pub-list';
import { competitionClassRoutes } from './http/competition-classes';
import { competitionTypeRoutes } from './http/competition-types';
import { divisionRoutes } from './http/divisions';
import { factorRoutes } from './http/factors';
import { levelRoutes } from './http/levels';
import { maintenanceWindowRoutes } from './http/maintenance-windows';
import { notificationTypeRoutes } from './http/notification-types';
import { publicAdvertRoutes } from './http/public-adverts';
import { referenceAdminRegistries } from './http/reference-resources';

/** catalog: clubs, competitions, events, squads, stands, reference data, uploads, adverts, favourites, public lists, maintenance windows. */
const catalogConfig = {
  /** where uploads live: FILE_STORE and its settings (docs/file-store.md) */
  ...fileStoreConfig,
  /** live free places: at most one stream message per competition per interval (docs/live-places.md) */
  LIVE_FLUSH_MS: z.coerce.number().int().min(20).max(1000).default(500),
};

export const catalogService: ServiceDefinition<typeof catalogConfig> = {
  name: 'catalog',
  schema: 'catalog',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config: catalogConfig,
  routes: (ctx) => [
    fileRoutes(ctx, createFileStorage(ctx.config, ctx.database.pool)),
    factorRoutes(ctx),
    levelRoutes(ctx),
    competitionClassRoutes(ctx),
    divisionRoutes(ctx),
    competitionTypeRoutes(ctx),
    clubsPubListRoutes(ctx),
    clubRoutes(ctx),
    ...referenceAdminRegistries(ctx),
    maintenanceWindowRoutes(ctx),
    advertisingRoutes(ctx),
    publicAdvertRoutes(ctx),
    notificationTypeRoutes(ctx),
    publicCompetitionRoutes(ctx),
    publicSquadStandRoutes(ctx),
    ...competitionRoutes(ctx),
  ],
  handlers: ({ logger, redis }) => [squadOccupancyHandler(logger, redis)],
  jobs: ({ redis, logger, config }) =>
    void startLivePlacesFlush(redis, logger, config.LIVE_FLUSH_MS, config.REDIS_PREFIX),
};
