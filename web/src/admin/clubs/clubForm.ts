import type { Permission } from '@portal/contracts';
import { CLUB_COUNTRIES } from '@portal/contracts/catalog';
import { hasAny } from '../access';
import { fieldErrorsByPath, type FieldErrors } from '../common/fieldErrors';
import type { Club, ClubBody, ClubCountry, ClubLogo } from './clubsApi';

/** Countries of a club (docs/catalog.md). */
export { CLUB_COUNTRIES };
/** Logo files (docs/catalog.md). */
export const LOGO_TYPES = ['png', 'jpg', 'jpeg'] as const;
export const LOGO_MAX_BYTES = 20_000_000;
/** An upload error disappears after this long, and the file field is cleared. */
export const UPLOAD_ERROR_MS = 2000;

/** Text fields, named by their path in the API body (also the testid suffix `club-form-<field>`). */
export const CLUB_TEXT_FIELDS = [
  'name',
  'longName',
  'shortName',
  'address',
  'zip',
  'city',
  'matchAddress',
  'matchZip',
  'matchCity',
  'websiteLink',
  'googleMapsLink',
  'bankInformation.name',
  'bankInformation.bic',
  'bankInformation.iban',
  'contact.salutation',
  'contact.firstName',
  'contact.lastName',
  'contact.email',
  'contact.telephone',
  'paymentUntil',
  'bmdAccountNumber',
  'invoiceName',
  'invoiceMail',
] as const;
export type ClubTextField = (typeof CLUB_TEXT_FIELDS)[number];

export type ClubFormValues = Record<ClubTextField, string> & {
  country: ClubCountry | '';
  matchCountry: ClubCountry | '';
  unlisted: boolean;
  active: boolean;
  logo: ClubLogo | null;
};
export type ClubFormField = keyof ClubFormValues;

export const CLUB_FORM_FIELDS: readonly ClubFormField[] = [
  ...CLUB_TEXT_FIELDS,
  'country',
  'matchCountry',
  'unlisted',
  'active',
  'logo',
];

/** Tabs of the form and the fields each one holds (the invoice tab only for admins). */
export const CLUB_TABS = ['club', 'bank', 'contact', 'invoice'] as const;
export type ClubTab = (typeof CLUB_TABS)[number];

export const tabOf = (field: ClubFormField): ClubTab => {
  if (field.startsWith('bankInformation.')) return 'bank';
  if (field.startsWith('contact.')) return 'contact';
  if (field === 'bmdAccountNumber' || field === 'invoiceName' || field === 'invoiceMail') return 'invoice';
  return 'club';
};

/** Who may change what on the club form (docs/catalog.md). */
export interface ClubAccess {
  /** Admin or portal admin: every club, block / unblock, paymentUntil, unlisted, active, invoice tab. */
  admin: boolean;
}

export const CLUB_ADMIN_PERMISSIONS: readonly Permission[] = ['IS_ADMIN', 'IS_PORTAL_ADMIN'];
export const clubAccess = (permissions: readonly Permission[]): ClubAccess => ({
  admin: hasAny(permissions, CLUB_ADMIN_PERMISSIONS),
});

/** Tabs shown to the user. */
export const visibleTabs = (access: ClubAccess): ClubTab[] =>
  CLUB_TABS.filter((tab) => tab !== 'invoice' || access.admin);

/** Fields only admins and portal admins see and change. */
export const ADMIN_ONLY_FIELDS: readonly ClubFormField[] = [
  'paymentUntil',
  'unlisted',
  'active',
  'bmdAccountNumber',
  'invoiceName',
  'invoiceMail',
];
export const isFieldVisible = (field: ClubFormField, access: ClubAccess): boolean =>
  access.admin || !ADMIN_ONLY_FIELDS.includes(field);

const text = (value: string | null | undefined): string => value ?? '';
const country = (value: string | null | undefined): ClubCountry | '' =>
  value === 'at' || value === 'de' ? value : '';

export const emptyClubValues = (): ClubFormValues => ({
  ...(Object.fromEntries(CLUB_TEXT_FIELDS.map((field) => [field, ''])) as Record<ClubTextField, string>),
  country: 'at',
  matchCountry: '',
  unlisted: false,
  active: true,
  logo: null,
});

export const clubValues = (club: Club): ClubFormValues => ({
  name: text(club.name),
  longName: text(club.longName),
  shortName: text(club.shortName),
  address: text(club.address),
  zip: text(club.zip),
  city: text(club.city),
  matchAddress: text(club.matchAddress),
  matchZip: text(club.matchZip),
  matchCity: text(club.matchCity),
  websiteLink: text(club.websiteLink),
  googleMapsLink: text(club.googleMapsLink),
  'bankInformation.name': text(club.bankInformation?.name),
  'bankInformation.bic': text(club.bankInformation?.bic),
  'bankInformation.iban': text(club.bankInformation?.iban),
  'contact.salutation': text(club.contact?.salutation),
  'contact.firstName': text(club.contact?.firstName),
  'contact.lastName': text(club.contact?.lastName),
  'contact.email': text(club.contact?.email),
  'contact.telephone': text(club.contact?.telephone),
  paymentUntil: text(club.paymentUntil).slice(0, 10),
  bmdAccountNumber: text(club.bmdAccountNumber),
  invoiceName: text(club.invoiceName),
  invoiceMail: text(club.invoiceMail),
  country: country(club.country),
  matchCountry: country(club.matchCountry),
  unlisted: club.unlisted,
  active: club.active,
  logo: club.logo ? { id: club.logo.id, publicId: club.logo.publicId, fileName: club.logo.fileName } : null,
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINK_PATTERN = /^https?:\/\//i;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MAX_LENGTH = 255;
/** Links may be long (Google Maps); the catalog allows 2000 characters. */
export const LINK_MAX_LENGTH = 2000;
const LINK_FIELDS = ['websiteLink', 'googleMapsLink'] as const;

/** Without spaces, in capitals: how the catalog stores an IBAN. */
export const normalizeIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country, two check digits, 11 to 30 letters or digits; the mod 97 remainder is 1. */
export const isValidIban = (value: string): boolean => {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
};

/** Client-side rules mirroring the catalog's (docs/catalog.md). */
export const validateClub = (values: ClubFormValues, access: ClubAccess): FieldErrors<ClubFormField> => {
  const errors: FieldErrors<ClubFormField> = {};
  const value = (field: ClubTextField) => values[field].trim();
  for (const field of CLUB_TEXT_FIELDS) {
    const link = (LINK_FIELDS as readonly string[]).includes(field);
    if (value(field).length > (link ? LINK_MAX_LENGTH : MAX_LENGTH))
      errors[field] = link ? 'FIELD_INVALID' : 'FIELD_MAXLENGTH_255';
  }
  for (const field of ['name', 'longName', 'address', 'zip', 'city'] as const) {
    if (!value(field)) errors[field] = 'FIELD_IS_REQUIRED';
  }
  if (!errors.name && value('name').length < 2) errors.name = 'FIELD_MINLENGTH_2';
  if (!values.country) errors.country = 'FIELD_IS_REQUIRED';
  for (const field of LINK_FIELDS) {
    if (value(field) && !LINK_PATTERN.test(value(field)) && !errors[field])
      errors[field] = 'MUST_START_WITH_HTTP_OR_HTTPS';
  }
  // bank: a bank name needs a bic or an iban; a bic or an iban needs the bank name
  const bankName = value('bankInformation.name');
  const bic = value('bankInformation.bic');
  const iban = value('bankInformation.iban');
  if (bankName && !bic && !iban) {
    errors['bankInformation.bic'] = 'FIELD_IS_REQUIRED_IF_BANK_NAME_IS_FILLED';
    errors['bankInformation.iban'] = 'FIELD_IS_REQUIRED_IF_BANK_NAME_IS_FILLED';
  }
  if ((bic || iban) && !bankName && !errors['bankInformation.name'])
    errors['bankInformation.name'] = 'FIELD_IS_REQUIRED_IF_BANK_IBAN_IS_FILLED';
  if (iban && !isValidIban(iban) && !errors['bankInformation.iban'])
    errors['bankInformation.iban'] = 'FIELD_INVALID';
  const mails: ClubTextField[] = access.admin ? ['contact.email', 'invoiceMail'] : ['contact.email'];
  for (const field of mails) {
    if (value(field) && !EMAIL_PATTERN.test(value(field)) && !errors[field]) errors[field] = 'EMAIL_FORMAT';
  }
  if (access.admin && value('paymentUntil') && !DATE_PATTERN.test(value('paymentUntil')))
    errors.paymentUntil = 'FIELD_INVALID';
  if (!access.admin) for (const field of ADMIN_ONLY_FIELDS) delete errors[field];
  return errors;
};

const optional = (raw: string): string | null => {
  const clean = raw.trim();
  return clean === '' ? null : clean;
};

/**
 * Body of `POST clubs` and `PUT clubs/:id`: trimmed texts, empty ones as null, no bank information
 * when all three bank fields are empty. Club admins send none of the admin-only fields.
 */
export const toClubBody = (values: ClubFormValues, access: ClubAccess): ClubBody => {
  const bank = {
    name: optional(values['bankInformation.name']),
    bic: optional(values['bankInformation.bic']),
    iban: optional(normalizeIban(values['bankInformation.iban'])),
  };
  const body: ClubBody = {
    name: values.name.trim(),
    longName: values.longName.trim(),
    shortName: optional(values.shortName),
    address: optional(values.address),
    zip: optional(values.zip),
    city: optional(values.city),
    country: values.country || null,
    matchAddress: optional(values.matchAddress),
    matchZip: optional(values.matchZip),
    matchCity: optional(values.matchCity),
    matchCountry: values.matchCountry || null,
    googleMapsLink: optional(values.googleMapsLink),
    websiteLink: optional(values.websiteLink),
    logo: values.logo
      ? { id: values.logo.id, publicId: values.logo.publicId, fileName: values.logo.fileName }
      : null,
    bankInformation: bank.name || bank.bic || bank.iban ? bank : null,
    contact: {
      salutation: optional(values['contact.salutation']),
      firstName: optional(values['contact.firstName']),
      lastName: optional(values['contact.lastName']),
      email: optional(values['contact.email']),
      telephone: optional(values['contact.telephone']),
    },
  };
  if (access.admin) {
    body.paymentUntil = optional(values.paymentUntil);
    body.unlisted = values.unlisted;
    body.active = values.active;
    body.bmdAccountNumber = optional(values.bmdAccountNumber);
    body.invoiceName = optional(values.invoiceName);
    body.invoiceMail = optional(values.invoiceMail);
  }
  return body;
};

/** "body.bankInformation.iban", "contact[email]" → the form field, if it is one. */
export const clubFieldOf = (path: string): ClubFormField | null => {
  const clean = path
    .replace(/\[(\w+)\]/g, '.$1')
    .replace(/^body\./, '')
    .replace(/^\./, '');
  if ((CLUB_FORM_FIELDS as readonly string[]).includes(clean)) return clean as ClubFormField;
  // "logo.id" and the like belong to their top field
  const top = clean.split('.')[0] ?? '';
  return (CLUB_FORM_FIELDS as readonly string[]).includes(top) ? (top as ClubFormField) : null;
};

/** Server field errors of a failed save mapped by path; the rest as one message. */
export const clubFieldErrors = (
  error: unknown,
): { fieldErrors: FieldErrors<ClubFormField>; message: string | null } =>
  fieldErrorsByPath(error, clubFieldOf);

/** The first tab holding an error, in tab order. */
export const firstErrorTab = (errors: FieldErrors<ClubFormField>): ClubTab | null => {
  const tabs = (Object.keys(errors) as ClubFormField[]).filter((field) => errors[field]).map(tabOf);
  return CLUB_TABS.find((tab) => tabs.includes(tab)) ?? null;
};

/** File type and size checks before the upload (the server checks the content again). */
export const logoFileError = (file: { name: string; size: number }): string | null => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(LOGO_TYPES as readonly string[]).includes(extension)) return 'FILETYPE_NOT_ALLOWED';
  if (file.size > LOGO_MAX_BYTES) return 'PAYLOAD_TOO_LARGE';
  return null;
};

/** The contact's full name, or first and last name. */
export const contactName = (club: {
  contact: { fullName?: string | null; firstName: string | null; lastName: string | null } | null;
}): string =>
  club.contact?.fullName || [club.contact?.firstName, club.contact?.lastName].filter(Boolean).join(' ') || '';
