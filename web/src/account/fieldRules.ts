/**
 * Client-side field rules mirroring the server's (docs/identity-api.md,
 * packages/contracts/src/identity/fields.ts). Each rule returns a message key or null.
 */
import { EMAIL_PATTERN } from '@portal/contracts/identity-constants';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The server's e-mail pattern (contracts), so both accept the same addresses, user@müller.de too. */
export { EMAIL_PATTERN };

export const MAX_TEXT = 255;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const PERSON_NAME_MIN = 2;

export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Empty, null or undefined: FIELD_IS_REQUIRED. */
export const requiredRule = (value: unknown): string | null => (isBlank(value) ? 'FIELD_IS_REQUIRED' : null);

/** A checkbox that must be ticked. */
export const checkedRule = (value: boolean): string | null => (value ? null : 'FIELD_IS_REQUIRED');

export const maxLengthRule = (value: string, max = MAX_TEXT): string | null =>
  value.trim().length > max ? 'FIELD_MAXLENGTH_255' : null;

export const emailRule = (value: string): string | null =>
  requiredRule(value) ?? maxLengthRule(value) ?? (EMAIL_PATTERN.test(value.trim()) ? null : 'EMAIL_FORMAT');

export const usernameRule = (value: string): string | null =>
  requiredRule(value) ??
  (value.trim().length < USERNAME_MIN ? 'FIELD_MINLENGTH_3' : null) ??
  maxLengthRule(value);

/** First and last name. */
export const personNameRule = (value: string): string | null =>
  requiredRule(value) ??
  (value.trim().length < PERSON_NAME_MIN ? 'FIELD_MINLENGTH_2' : null) ??
  maxLengthRule(value);

export const isValidPassword = (value: string): boolean =>
  value.length >= PASSWORD_MIN &&
  value.length <= PASSWORD_MAX &&
  /\d/.test(value) &&
  /[a-z]/.test(value) &&
  /[A-Z]/.test(value);

/** 6 to 128 characters with a digit, a lower- and an uppercase letter; empty is allowed on edit. */
export const passwordRule = (value: string, { optional = false } = {}): string | null => {
  if (value === '') return optional ? null : 'FIELD_IS_REQUIRED';
  return isValidPassword(value) ? null : 'PASSWORD_INVALID';
};

/** The repetition must equal the password (PW_MUST_MATCH); on edit both may stay empty. */
export const passwordRepeatRule = (
  password: string,
  repeat: string,
  { optional = false } = {},
): string | null => {
  if (repeat === '' && !optional) return 'FIELD_IS_REQUIRED';
  return repeat === password ? null : 'PW_MUST_MATCH';
};
