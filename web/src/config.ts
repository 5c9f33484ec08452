/** Operator-specific values: change them here, nowhere else. */

/** Base address of the marketing site behind the menu's info links. */
export const MARKETING_SITE_URL = 'https://info.schiesssport-portal.at';

/** Pages of the marketing site (spec routes about, costs, premiumdienste redirect there). */
export const MARKETING_PAGES = {
  information: MARKETING_SITE_URL,
  about: `${MARKETING_SITE_URL}/about`,
  costs: `${MARKETING_SITE_URL}/costs`,
  whyRegister: `${MARKETING_SITE_URL}/premiumdienste`,
  /** advertising on the portal: offers for advertisers (the menu's info link) */
  advertising: `${MARKETING_SITE_URL}/werbung`,
} as const;

/**
 * The portal operator, shown in the footer and on the legal pages; the club invoices print the
 * same address and VAT number (one source in contracts, docs/club-invoices-and-exports.md).
 */
export { PORTAL_OPERATOR as OPERATOR } from '@portal/contracts/portal-operator';
