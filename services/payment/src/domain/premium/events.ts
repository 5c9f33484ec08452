import {
  ORDER_EVENTS,
  type PremiumChanged,
  type PremiumRenewalDeclined,
  type PremiumRenewalDue,
} from '@portal/contracts';
import { appendEvent, type DbExecutor } from '@portal/service-kit';
import type { Membership } from './membership';

const SCHEMA = 'payment';
const PRODUCER = 'payment';

/** `payment.premium.changed`: identity sets `paymentUntil` from it (the version orders the changes). */
export const premiumChanged = (tx: DbExecutor, m: Membership) =>
  appendEvent<PremiumChanged>(tx, SCHEMA, PRODUCER, {
    type: ORDER_EVENTS.premiumChanged,
    version: m.version,
    payload: { userId: m.userId, paymentUntil: m.validUntil?.toISOString() ?? null, autoRenew: m.autoRenew },
  });

/** `payment.premium.renewal-due`: notification mails the two weeks' notice. */
export const premiumRenewalDue = (tx: DbExecutor, payload: PremiumRenewalDue) =>
  appendEvent<PremiumRenewalDue>(tx, SCHEMA, PRODUCER, { type: ORDER_EVENTS.premiumRenewalDue, payload });

/** `payment.premium.renewal-declined`: the saved card refused the year-end charge (the user pays by hand). */
export const premiumRenewalDeclined = (tx: DbExecutor, payload: PremiumRenewalDeclined) =>
  appendEvent<PremiumRenewalDeclined>(tx, SCHEMA, PRODUCER, {
    type: ORDER_EVENTS.premiumRenewalDeclined,
    payload,
  });
