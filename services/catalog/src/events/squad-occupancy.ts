import { REGISTRATION_EVENTS, squadOccupancySchema } from '@portal/contracts';
import type { EventHandler, Logger, ServiceContext } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { squadOccupancy } from '../db/schema';
import { publicLists } from '../domain/public/competitions';
import { publishLivePlaces } from './live-places';

type Redis = ServiceContext['redis'];

/**
 * Keeps the occupancy replica of each squad: what registration last published, newer versions
 * only. It tells the back-office which squads and stands are in use (and cannot be deleted) and
 * feeds free places to the public lists and to the live places stream.
 */
export function squadOccupancyHandler(logger: Logger, redis: Redis): EventHandler {
  return {
    name: 'replicate-squad-occupancy',
    type: REGISTRATION_EVENTS.squadOccupancyChanged,
    async handle(tx, event) {
      const occupancy = squadOccupancySchema.parse(event.payload);
      const { rows } = await tx.execute(sql`
        INSERT INTO ${squadOccupancy} (squad_id, taken, waiting, stand_ids, version)
        VALUES (${occupancy.squadId}, ${occupancy.taken}, ${occupancy.waiting},
                ${sql.param(occupancy.standIds)}::integer[], ${event.version})
        ON CONFLICT (squad_id) DO UPDATE SET
          taken = EXCLUDED.taken, waiting = EXCLUDED.waiting, stand_ids = EXCLUDED.stand_ids,
          version = EXCLUDED.version
        WHERE ${squadOccupancy}.version < EXCLUDED.version
        RETURNING squad_id`);
      publicLists.clear();
      if (rows.length === 0)
        logger.debug({ squadId: occupancy.squadId, version: event.version }, 'older squad occupancy ignored');
      // the viewers of the competition's pages (docs/live-places.md)
      else await publishLivePlaces(tx, redis, logger, occupancy.squadId);
    },
  };
}
