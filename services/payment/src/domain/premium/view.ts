import type { Premium, PremiumPaymentView } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { premiumState } from './premium-state';
import { findMembership, findOpenPayment, type PremiumPayment } from './membership';
import { premiumTransferEpc } from './purchase';
import type { PremiumSettings } from './settings';

/** the saved card's renewal charge is under way: not to be paid by hand as well */
const renewalProcessing = (p: PremiumPayment) => p.chargeOutcome === 'PROCESSING';

export const paymentView = (p: PremiumPayment): PremiumPaymentView => ({
  ...p,
  createdAt: p.createdAt.toISOString(),
  paidAt: p.paidAt?.toISOString() ?? null,
  periodFrom: p.periodFrom?.toISOString() ?? null,
  periodTo: p.periodTo?.toISOString() ?? null,
});

/**
 * What the premium page shows (`Premium` in contracts): valid until, auto-renewal (and whether it
 * renews with the saved card), price, the open payment with its EPC code (`chargeOutcome` DECLINED:
 * the saved card refused the renewal, pay it by hand; PROCESSING: the card is being charged, not
 * to be paid by hand).
 */
export async function premiumView(
  tx: DbExecutor,
  userId: number,
  settings: PremiumSettings,
  now: Date,
): Promise<Premium> {
  const m = await findMembership(tx, userId);
  const open = await findOpenPayment(tx, userId);
  const state = await premiumState(tx, userId, m?.validUntil ?? null, now);
  return {
    validUntil: state.validUntil?.toISOString() ?? null,
    valid: state.valid,
    autoRenew: m?.autoRenew ?? false,
    savedCard: !!m?.autoRenew && !!m.savedMethod,
    method: m?.validUntil ? m.method : null,
    priceCents: settings.priceCents,
    openPayment: open
      ? {
          ...paymentView(open),
          transfer:
            open.method === 'TRANSFER' && !renewalProcessing(open)
              ? await premiumTransferEpc(open, settings)
              : null,
        }
      : null,
  };
}
