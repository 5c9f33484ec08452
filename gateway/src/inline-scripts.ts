import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * CSP sources (`'sha256-…'`) of the inline scripts of the web build's index.html, so exactly
 * those may run (the boot heading, the competition page's boot paint, the shell's loader, the
 * unsupported-browser bar) and no other inline script.
 * Read once at start: the gateway serves one build.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  const file = webDist ? path.join(webDist, 'index.html') : '';
  if (!file || !fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
  );
}
