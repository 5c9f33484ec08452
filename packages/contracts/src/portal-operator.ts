/**
 * The portal operator: one source for the web app's footer and legal pages and the issuer of
 * the club invoices, so both always show the same address and VAT number
 * (docs/club-invoices-and-exports.md).
 */
export const PORTAL_OPERATOR = {
  company: 'Schießsport-Portal GmbH',
  street: 'Musterstraße 1',
  zip: '1010',
  city: 'Wien',
  country: 'Österreich',
  phone: '+43 1 234 56 78',
  email: 'office@schiesssport-portal.at',
  managingDirector: 'Maria Muster',
  companyRegisterNumber: 'FN 123456a',
  companyRegisterCourt: 'Handelsgericht Wien',
  vatId: 'ATU12345678',
} as const;
