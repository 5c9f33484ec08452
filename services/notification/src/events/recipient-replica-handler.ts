import { IDENTITY_EVENTS } from '@portal/contracts';
import type { EventHandler, Logger } from '@portal/service-kit';
import { upsertRecipient } from '../db/recipients';
import { userUpsertedSchema } from './payloads';

/** Keeps the recipients replica current; the envelope's version is the user's version. */
export function recipientReplicaHandler(logger: Logger): EventHandler {
  return {
    name: 'replicate-recipient',
    type: IDENTITY_EVENTS.userUpserted,
    async handle(tx, event) {
      const user = userUpsertedSchema.parse(event.payload);
      const applied = await upsertRecipient(tx, event.version, user);
      if (!applied)
        logger.debug({ userId: user.userId, version: event.version }, 'older user version ignored');
    },
  };
}
