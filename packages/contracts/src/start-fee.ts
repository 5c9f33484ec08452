/**
 * The portal's start fee a club pays per competition (docs/club-invoices-and-exports.md): at least
 * 30 euro, at least 15 euro for a competition with one category (one division), free for
 * training, courses and helper planning (the events). See docs/club-invoices-and-exports.md.
 */
export const START_FEE_CENTS = 3000;
export const ONE_CATEGORY_START_FEE_CENTS = 1500;

export type StartFeeRule = 'STANDARD' | 'ONE_CATEGORY' | 'FREE';

export interface StartFee {
  rule: StartFeeRule;
  /** the least gross amount an invoice for it may have; 0: nothing to invoice */
  minimumCents: number;
}

export function startFee(competition: { event: boolean; divisionCount: number }): StartFee {
  if (competition.event) return { rule: 'FREE', minimumCents: 0 };
  if (competition.divisionCount <= 1)
    return { rule: 'ONE_CATEGORY', minimumCents: ONE_CATEGORY_START_FEE_CENTS };
  return { rule: 'STANDARD', minimumCents: START_FEE_CENTS };
}
