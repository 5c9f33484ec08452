/**
 * The admission token's key (docs/fair-opening.md, docs/production-safety.md): development and
 * tests run with a published default; production refuses it, as it refuses the other development
 * defaults, since anybody could sign admissions with it.
 */
export const DEVELOPMENT_FAIR_QUEUE_SECRET = 'fair-queue-development-secret';
export const PRODUCTION_SECRET_MIN_LENGTH = 32;

export function admissionSecret(nodeEnv: string, secret: string): string {
  if (nodeEnv !== 'production') return secret;
  if (secret === DEVELOPMENT_FAIR_QUEUE_SECRET || /CHANGE-ME/i.test(secret))
    throw new Error('FAIR_QUEUE_SECRET: still the development default or placeholder; set a random secret');
  if (secret.length < PRODUCTION_SECRET_MIN_LENGTH)
    throw new Error(`FAIR_QUEUE_SECRET: at least ${PRODUCTION_SECRET_MIN_LENGTH} characters in production`);
  return secret;
}
