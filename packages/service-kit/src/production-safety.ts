/**
 * What a process started with NODE_ENV=production refuses (docs/production-safety.md): every
 * development convenience that would otherwise run unnoticed in a real deployment. The payment
 * sandbox has its own, stricter rule (docs/payment-safety.md).
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);
/** the example secrets' placeholders (k8s/base/secret.example.yaml) */
const PLACEHOLDER = /CHANGE-ME/i;
/** settings that switch on the development mail catcher (`npm start`) */
const MAIL_CATCHER_SWITCHES: Record<string, (value: unknown) => boolean> = {
  DEV_MAIL: (value) => value === '1',
  MAIL_CATCHER_URL: (value) => typeof value === 'string' && value !== '',
};

function urlOf(value: string): URL | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The problems of a parsed configuration in production, one line each naming the variable; empty
 * outside production. `given` is the environment as set: a value missing there came from a default.
 */
export function productionProblems(config: Record<string, unknown>, given: Record<string, string>): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const [name, value] of Object.entries(config)) {
    if (MAIL_CATCHER_SWITCHES[name]?.(value))
      problems.push(`${name}: switches on the development mail catcher; remove it in production`);
    if (typeof value !== 'string') continue;
    if (PLACEHOLDER.test(value)) {
      problems.push(`${name}: still the example's placeholder (CHANGE-ME); set the real value`);
      continue;
    }
    const url = urlOf(value);
    if (!url) continue;
    // the development defaults are loopback addresses: one left unset would talk to the pod itself
    if (!(name in given) && LOOPBACK.has(url.hostname))
      problems.push(`${name}: not set, and its development default points at ${url.host}; set it`);
  }
  return problems;
}
