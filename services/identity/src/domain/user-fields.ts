import type { ErrorKey } from '@portal/contracts';
import { DomainError } from '@portal/service-kit';
import type { users } from '../db/schema';

type Columns = Partial<typeof users.$inferInsert>;
type Ref = { id: number } | null | undefined;

/** Form fields as the spec names them (`competitionClass: {id}`, ...) to the user columns. */
export interface UserFormFields {
  email?: string;
  selectedLanguage?: 'de' | 'en';
  salutation?: string | null;
  degree?: string | null;
  firstName?: string;
  lastName?: string;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
  state?: string | null;
  telephone?: string | null;
  competitionClass?: Ref;
  division?: Ref;
  factor?: Ref;
  club?: Ref;
  alias?: string | null;
  cowboyName?: string | null;
  sassNumber?: string | null;
  ipscNumber?: string | null;
  ipscRegion?: string | null;
  ipscAlias?: string | null;
  allowInformations?: boolean;
  deputyMail?: boolean;
  bmdAccountNumber?: string | null;
  paymentUntil?: string | null;
  notificationSelection?: Record<string, boolean>;
  /** the divisions of the new-competition mail */
  division_ids?: number[];
}

const ref = (value: Ref) => (value === undefined ? undefined : (value?.id ?? null));
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

export function toColumns(form: UserFormFields): Columns {
  const columns: Columns = {
    email: form.email,
    locale: form.selectedLanguage,
    salutation: blankToNull(form.salutation),
    degree: blankToNull(form.degree),
    firstName: form.firstName,
    lastName: form.lastName,
    address: blankToNull(form.address),
    zip: blankToNull(form.zip),
    city: blankToNull(form.city),
    country: blankToNull(form.country),
    // a state belongs only to at and de
    state:
      form.country === undefined ? undefined : ['at', 'de'].includes(form.country ?? '') ? form.state : null,
    telephone: blankToNull(form.telephone),
    competitionClassId: ref(form.competitionClass),
    divisionId: ref(form.division),
    factorId: ref(form.factor),
    clubId: ref(form.club),
    alias: blankToNull(form.alias),
    cowboyName: blankToNull(form.cowboyName),
    sassNumber: blankToNull(form.sassNumber),
    ipscNumber: blankToNull(form.ipscNumber),
    ipscRegion: blankToNull(form.ipscRegion),
    ipscAlias: blankToNull(form.ipscAlias),
    allowInformations: form.allowInformations,
    deputyMail: form.deputyMail,
    bmdAccountNumber: blankToNull(form.bmdAccountNumber),
    paymentUntil: form.paymentUntil === undefined ? undefined : form.paymentUntil,
    notificationSelection: form.notificationSelection,
    notificationDivisionIds: form.division_ids,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Columns;
}

/** A unique index refused the write: answer the spec's key instead of a 500. */
export function uniqueViolation(error: unknown): DomainError | null {
  const pg =
    (error as { cause?: { code?: string; constraint?: string }; code?: string; constraint?: string }).cause ??
    error;
  const { code, constraint } = pg as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  const keys: Record<string, ErrorKey> = {
    users_username_unique: 'USER_ALREADY_EXISTS',
    users_email_unique: 'EMAIL_ALREADY_EXISTS',
    clients_name_unique: 'CLIENT_ALREADY_EXISTS',
    roles_name_unique: 'USERROLE_ALREADY_EXISTS',
    deputies_pair_unique: 'DEPUTY_ALREADY_EXISTS',
  };
  const key = constraint ? keys[constraint] : undefined;
  return key ? new DomainError(key, 409) : null;
}
