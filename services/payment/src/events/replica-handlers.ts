import {
  CATALOG_EVENTS,
  IDENTITY_EVENTS,
  ORDER_EVENTS,
  orderItemCancelledSchema,
  orderItemPaymentChangedSchema,
  orderItemUncancelledSchema,
  orderSubmittedSchema,
  type UserUpsertedPayload,
} from '@portal/contracts';
import type { Club, Competition } from '@portal/contracts/catalog';
import type { EventHandler } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { applyClubSnapshot, markClubDeleted } from '../domain/replicas/clubs';
import { applyCompetitionSnapshot, markCompetitionDeleted } from '../domain/replicas/competitions';
import {
  markTransferCancelled,
  markTransferPaid,
  recordTransfersDue,
} from '../domain/transfers/transfers-due';

/**
 * The replicas payment decides on: catalog's clubs (bank, invoice data) and competitions (what an
 * invoice is for, the paid flag), identity's users (where a renewal reminder goes), and
 * registration's transfers due (DEPOSIT checkouts), their payment and cancellation. Each runs in
 * the transaction that records the event in the inbox.
 */
export function replicaHandlers(): EventHandler[] {
  const competition = (type: string): EventHandler => ({
    name: `replicate-${type}`,
    type,
    handle: (tx, event) => applyCompetitionSnapshot(tx, event.payload as Competition, event.version),
  });
  return [
    {
      name: 'replicate-club-upserted',
      type: CATALOG_EVENTS.clubUpserted,
      handle: (tx, event) => applyClubSnapshot(tx, event.payload as Club, event.version),
    },
    {
      name: 'replicate-club-deleted',
      type: CATALOG_EVENTS.clubDeleted,
      handle: (tx, event) => markClubDeleted(tx, (event.payload as { id: number }).id, event.version),
    },
    competition(CATALOG_EVENTS.competitionUpserted),
    competition(CATALOG_EVENTS.competitionCancelled),
    competition(CATALOG_EVENTS.competitionUncancelled),
    {
      name: 'replicate-competition-deleted',
      type: CATALOG_EVENTS.competitionDeleted,
      handle: (tx, event) => markCompetitionDeleted(tx, (event.payload as { id: number }).id, event.version),
    },
    {
      name: 'replicate-user-upserted',
      type: IDENTITY_EVENTS.userUpserted,
      handle: async (tx, event) => {
        const user = event.payload as UserUpsertedPayload;
        await tx.execute(sql`
          INSERT INTO users AS r (id, version, email, locale)
          VALUES (${user.userId}, ${event.version}, ${user.email}, ${user.locale === 'en' ? 'en' : 'de'})
          ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, email = EXCLUDED.email, locale = EXCLUDED.locale
          WHERE r.version < EXCLUDED.version`);
      },
    },
    {
      name: 'record-transfers-due',
      type: ORDER_EVENTS.orderSubmitted,
      handle: async (tx, event) =>
        void (await recordTransfersDue(tx, orderSubmittedSchema.parse(event.payload))),
    },
    {
      name: 'transfer-paid',
      type: ORDER_EVENTS.orderItemPaymentChanged,
      handle: async (tx, event) => {
        const item = orderItemPaymentChangedSchema.parse(event.payload);
        await markTransferPaid(tx, item.itemId, item.paid);
      },
    },
    {
      name: 'transfer-cancelled',
      type: ORDER_EVENTS.orderItemCancelled,
      handle: (tx, event) => markTransferCancelled(tx, orderItemCancelledSchema.parse(event.payload), true),
    },
    {
      name: 'transfer-uncancelled',
      type: ORDER_EVENTS.orderItemUncancelled,
      handle: (tx, event) =>
        markTransferCancelled(tx, orderItemUncancelledSchema.parse(event.payload), false),
    },
  ];
}
