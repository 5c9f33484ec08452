/** Operator-specific values: change them here, nowhere else. */

/** Base address of the marketing site behind the menu's info links. */
export const MARKETING_SITE_URL = 'https://info.schiesssport-portal.at';

/** Pages of the marketing site (spec routes about, costs, premiumdienste redirect there). */
export const MARKETING_PAGES = {
  information: MARKETING_SITE_URL,
  about: `${MARKETING_SITE_URL}/about`,
  costs: `${MARKETING_SITE_URL}/costs`,
  whyRegister: `${MARKETING_SITE_URL}/premiumdienste`,
} as const;

/** The portal operator, shown in the footer and on the legal pages. */
export const OPERATOR = {
  company: 'Schießsport-Portal GmbH',
  street: 'Musterstraße 1',
  zip: '1010',
  city: 'Wien',
  phone: '+43 1 234 56 78',
  email: 'office@schiesssport-portal.at',
  managingDirector: 'Maria Muster',
  companyRegisterNumber: 'FN 123456a',
  companyRegisterCourt: 'Handelsgericht Wien',
  vatId: 'ATU12345678',
} as const;
