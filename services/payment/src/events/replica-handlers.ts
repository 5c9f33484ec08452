import {
  CATALOG_EVENTS,
  IDENTITY_EVENTS,
  ORDER_EVENTS,
  orderItemCancelledSchema,
  orderItemPaymentChangedSchema,
  orderItemUncancelledSchema,
  orderItemPromotedSchema,
  orderSubmittedSchema,
  REGISTRATION_EVENTS,
  type UserUpsertedPayload,
} from '@portal/contracts';
import type { Club, Competition } from '@portal/contracts/catalog';
import type { EventHandler } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { markItemCancelled, refundPaidAfterCancel } from '../domain/checkouts/cancelled-items';
import type { PaymentProvider } from '../domain/providers/provider';
import { applyClubSnapshot, markClubDeleted } from '../domain/replicas/clubs';
import { applyCompetitionSnapshot, markCompetitionDeleted } from '../domain/replicas/competitions';
import {
  markTransferCancelled,
  markTransferPaid,
  markTransferPromoted,
  recordTransfersDue,
} from '../domain/transfers/transfers-due';

/**
 * The replicas payment decides on: catalog's clubs (bank, invoice data) and competitions (what an
 * invoice is for, the paid flag), identity's users (where a renewal reminder goes), and
 * registration's transfers due (DEPOSIT checkouts), their payment and cancellation, and which
 * items are cancelled (a card checkout for them is not paid, and one paid after the cancel is
 * refunded). Each runs in
 * the transaction that records the event in the inbox.
 */
export function replicaHandlers(provider: PaymentProvider): EventHandler[] {
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
          INSERT INTO users AS r (id, version, email, locale, payment_until)
          VALUES (${user.userId}, ${event.version}, ${user.email}, ${user.locale === 'en' ? 'en' : 'de'},
            ${user.paymentUntil?.slice(0, 10) ?? null})
          ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, email = EXCLUDED.email,
            locale = EXCLUDED.locale, payment_until = EXCLUDED.payment_until
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
      name: 'transfer-promoted',
      type: REGISTRATION_EVENTS.orderItemPromoted,
      handle: async (tx, event) =>
        markTransferPromoted(tx, orderItemPromotedSchema.parse(event.payload).itemId),
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
      handle: async (tx, event) => {
        const item = orderItemCancelledSchema.parse(event.payload);
        await markTransferCancelled(tx, item, true);
        await markItemCancelled(tx, item.itemId, true);
        await refundPaidAfterCancel(tx, provider, item.itemId, event.occurredAt);
      },
    },
    {
      name: 'transfer-uncancelled',
      type: ORDER_EVENTS.orderItemUncancelled,
      handle: async (tx, event) => {
        const item = orderItemUncancelledSchema.parse(event.payload);
        await markTransferCancelled(tx, item, false);
        await markItemCancelled(tx, item.itemId, false);
      },
    },
  ];
}
