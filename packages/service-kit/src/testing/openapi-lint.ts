import { createConfig, lintFromString } from '@redocly/openapi-core';

/**
 * Redocly's `recommended` rules with one exception: `info-license` is off because the portal's API
 * is private and published under no licence, so there is no licence to name.
 */
const RULES = { 'info-license': 'off' } as const;

/**
 * Lints an OpenAPI document with Redocly's `recommended` rules and answers every problem (errors
 * and warnings) as one readable line each; a clean document answers `[]`.
 */
export async function lintOpenApi(document: unknown): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'], rules: RULES });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems.map(
    (problem) =>
      `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`,
  );
}
