/** What premium costs and where a transfer goes (the payment service's configuration). */
export interface PremiumSettings {
  /** 20 euro a year including VAT (docs/payments.md) */
  priceCents: number;
  /** the reminder of an auto-renewal goes out this many days before the year ends */
  reminderDays: number;
  /** the portal's own account: premium is paid to the portal, not to a club */
  beneficiary: { name: string; bic: string; iban: string };
}

/** One premium year: the same day and time a calendar year later (UTC). */
export function oneYearAfter(from: Date): Date {
  const to = new Date(from);
  to.setUTCFullYear(to.getUTCFullYear() + 1);
  return to;
}

export function reminderAt(validUntil: Date, settings: Pick<PremiumSettings, 'reminderDays'>): Date {
  return new Date(validUntil.getTime() - settings.reminderDays * 86_400_000);
}
