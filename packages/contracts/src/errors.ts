/**
 * Every error and success key of the error catalogues of both spec files
 * (docs/api-paths-and-keys.md), plus the few
 * platform keys the API itself needs (malformed input, rate limits, ...).
 */
export const ERROR_KEYS = [
  // session and login
  'Unauthorized',
  'Inactive_user',
  'Not_verified',
  'Unknown method',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'DEPUTY_ALREADY_EXISTS',
  'DEPUTY_SELF',
  'ROLE_NOT_ASSIGNABLE',
  'VERIFY_ERROR',
  'resources.users.confirmPasswortReset.resetError',
  // access
  'PERMISSION_DENIED',
  'ACCESS_ONLY_SHOOTER',
  'ACCESS_DENIED',
  // field validation
  'FIELD_IS_REQUIRED',
  'FIELD_IS_NULL',
  'FIELD_MINLENGTH_3',
  'FIELD_MINLENGTH_2',
  'FIELD_MAXLENGTH_255',
  'PASSWORD_INVALID',
  'STATE_INVALID',
  'EMAIL_FORMAT',
  'PW_MUST_MATCH',
  'MUST_START_WITH_HTTP_OR_HTTPS',
  'FIELD_IS_REQUIRED_IF_BANK_NAME_IS_FILLED',
  'FIELD_IS_REQUIRED_IF_BANK_IBAN_IS_FILLED',
  'FILETYPE_NOT_ALLOWED',
  'FIELD_MIN_0',
  'FIELD_MIN_9',
  'DATE_IN_THE_PAST',
  // users, roles, clients, clubs
  'NO_USER',
  'NO_EMAIL_ADDRESS',
  'USER_ALREADY_EXISTS',
  'EMAIL_ALREADY_EXISTS',
  'USER_DOES_NOT_EXIST',
  'USER_SELF_DELETE',
  'CLIENT_DOES_NOT_EXIST',
  'CLIENT_ALREADY_EXISTS',
  'USERROLE_DOES_NOT_EXIST',
  'USERROLE_ALREADY_EXISTS',
  'USERROLE_NAME_NOT_VALID',
  'USERROLE_NOT_EDITABLE',
  'USERROLE_NOT_DELETABLE',
  'CLUB_DOES_NOT_EXIST',
  'NAME_ALREADY_EXISTS',
  'REFERENCE_IN_USE',
  // missing selections
  'CLASS_MISSING',
  'FACTOR_MISSING',
  'DIVISION_MISSING',
  'SQUAD_MISSING',
  'COMPETITION_MISSING',
  'CLUB_MISSING',
  'PAYMENTMETHOD_MISSING',
  'PAYMENTMETHOD_REQUIRED',
  // squads and stands
  'SQUAD_FULL',
  'SQUAD_ONLY_WAITINGLIST_SPOTS',
  'SQUAD_REQUIRE_CODE',
  'NO_SQUAD_DEFINED',
  'SQUAD_COULD_NOT_BE_DELETED',
  'SQUAD_COULD_NOT_BE_DELETED_IN_USE',
  'SQUAD_STAND_NOT_FOUND',
  'SQUAD_STAND_WAITINGLIST_SPOT',
  'ERROR.SQUAD_STAND_SIZE_NOT_MATCH',
  // competitions
  'COMPETITION_DOESNT_EXIST',
  'PAYMENTMETHOD_INVALID_FOR_CART',
  'REGISTRATION_ALREADY_STARTED',
  'ERROR.REGISTRATION_ALREADY_STARTED',
  'CHECK_REGISTRATION_DATE',
  'CHECK_REGISTRATION_START',
  'CHECK_REGISTRATION_END',
  'CHECK_COMPETITION_END_DATE',
  'AUTO_SUBSCRIPTION_CANCELATION_NEEDS_REMINDER',
  'ERROR.SELECT_COMPETITION_TYPE',
  'FACTOR_NOT_IN_COMPETITION',
  'DIVISION_NOT_IN_COMPETITION',
  'CLASS_NOT_IN_COMPETITION',
  'NO_DOWNLOADS_AVAILABLE',
  // codes, orders, cart
  'CODE_USED',
  'USED_CODE',
  'INVALID_CODE',
  'PREPARED_ORDER_NOT_FOUND',
  'ORDER_ITEM_NOT_FOUND',
  'TOO_EARLY_TO_DELETE',
  'MULTIPLE_REGISTRATION',
  'MULTIPLE_REGISTRATION_NOT_PAID',
  'PREMIUM_FEATURE',
  'ONLY_ONE_COMPETITION_FOR_GUEST',
  // guest sessions and holds (issue 20, docs/guest-holds.md; not in the spec's catalogue)
  'GUEST_SESSION_REQUIRED',
  'GUEST_PROOF_INVALID',
  'GUEST_PLACES_EXHAUSTED',
  'GUEST_ADDRESS_LIMIT',
  // fair opening (issue 24, docs/fair-opening.md; not in the spec's catalogue)
  'ADMISSION_REQUIRED',
  'FAIR_QUEUE_NOT_OPEN',
  'NO_ITEMS_IN_CART',
  'NO_RESERVATION_LIMIT',
  'NO_VALID_UNTIL',
  'checkout.paymentError',
  // card payments (issue 12)
  'CHECKOUT_NOT_FOUND',
  'CHECKOUT_EXPIRED',
  'CHECKOUT_CLOSED',
  'SIGNATURE_INVALID',
  'AMOUNT_MISMATCH',
  'CURRENCY_INVALID',
  'PAYMENT_REFERENCE_MISMATCH',
  'ORDER_ITEM_ALREADY_PAID',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_ALREADY_REFUNDED',
  'PAYMENT_NOT_REFUNDABLE',
  // payment safety (issue 20): a callback for a session the portal never opened, a cancelled item
  'CHECKOUT_NOT_OPENED',
  'ORDER_ITEM_CANCELLED',
  // payment: transfers, premium, invoices (not in the spec's catalogue)
  'NO_BANK_INFORMATION',
  'TRANSFER_NOT_DUE',
  'ALREADY_PAID',
  'PREMIUM_RENEWAL_PROCESSING',
  'INVOICE_NUMBER_ALREADY_EXISTS',
  // club start fee (issue 21): free events, an amount under the fee, a second invoice, a second credit note
  'START_FEE_NOT_DUE',
  'INVOICE_BELOW_START_FEE',
  'COMPETITION_ALREADY_INVOICED',
  'INVOICE_ALREADY_CANCELLED',
  // exports (not in the spec's catalogue): a user's export jobs still running
  'EXPORT_JOBS_RUNNING',
  // uploaded images (not in the spec's catalogue, docs/images.md): not decodable, too many pixels
  'IMAGE_NOT_READABLE',
  'IMAGE_TOO_LARGE',
  // platform (not in the spec's catalogue; needed by every API)
  'NOT_FOUND',
  // the web app's own: a paged list answer without totalElements (docs/api-paths-and-keys.md)
  'LIST_TOTAL_MISSING',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNKNOWN_FIELD',
  'FIELD_INVALID',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

export const SUCCESS_KEYS = [
  'SUCCESS_PAY',
  'SUCCESS_UNPAY',
  'SUCCESS_CANCEL',
  'SUCCESS_UNCANCEL',
  'SUCCESS_SHOOTER_CANCEL',
  'SUCCESS_ORDER',
  'SUCCESS_ORDER_ITEM_EDIT',
  'SUCCESS_ORDER_ITEM_CANCEL',
  'ADDED_TO_CART',
  'ORDER_SUBMITTED',
  'CODES_GENERATED',
  'resources.reservationCodes.reservationSuccess',
  'resources.competitions.listPage.paidSuccess',
] as const;

export type SuccessKey = (typeof SUCCESS_KEYS)[number];

export const isErrorKey = (value: unknown): value is ErrorKey =>
  typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);

/** Body of every error answer: `error` is the catalogue key, `errors` lists per-field problems. */
export interface ErrorBody {
  error: ErrorKey;
  field?: string;
  errors?: { field: string; key: ErrorKey; message?: string }[];
}
