import { fieldErrorsByPath, type FieldErrors } from '../../common/fieldErrors';
import { COMPETITION_FIELDS, PAYMENT_METHOD, SQUAD_FIELDS } from './competitionFields';

const SQUAD_FIELD_SET = new Set<string>(SQUAD_FIELDS);
const FIELD_SET = new Set<string>(COMPETITION_FIELDS);

/**
 * "body.club.id", "squads[0].stands[1].name", "competitionUploads.0.document.id" → the path the
 * form shows the error at, or null when it names no field of the form.
 */
export const formPathOf = (raw: string): string | null => {
  const parts = raw
    .replace(/\[(\w+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  if (parts[0] === 'body') parts.shift();
  const [top, second, third, fourth, fifth] = parts;
  if (!top) return null;
  if (top === 'contact') {
    const path = `contact.${second ?? ''}`;
    return FIELD_SET.has(path) ? path : 'contact.firstName';
  }
  if (top === 'squads') {
    if (second === undefined || !/^\d+$/.test(second)) return 'squads';
    if (third === undefined || !SQUAD_FIELD_SET.has(third)) return `squads.${second}.name`;
    if (third === 'stands' && fourth !== undefined && /^\d+$/.test(fourth) && (fifth ?? 'name') === 'name')
      return `squads.${second}.stands.${fourth}.name`;
    return `squads.${second}.${third}`;
  }
  if (top === PAYMENT_METHOD) return PAYMENT_METHOD;
  return FIELD_SET.has(top) ? top : null;
};

/** Field errors of a failed save by form path; what names no field comes back as one message. */
export const competitionFieldErrors = (
  error: unknown,
): { fieldErrors: FieldErrors; message: string | null } => fieldErrorsByPath(error, formPathOf);

/** Errors of one squad moved when a squad before it is removed (server errors stay with their squad). */
export const withoutSquadErrors = (errors: FieldErrors, removed: number): FieldErrors => {
  const next: FieldErrors = {};
  for (const [path, key] of Object.entries(errors)) {
    const match = /^squads\.(\d+)(\..*)?$/.exec(path);
    if (!match) {
      next[path] = key;
      continue;
    }
    const index = Number(match[1]);
    if (index === removed) continue;
    next[index > removed ? `squads.${index - 1}${match[2] ?? ''}` : path] = key;
  }
  return next;
};
