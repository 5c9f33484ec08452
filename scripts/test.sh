#!/usr/bin/env bash
# npm test: lint, type check, build the web app, then every workspace's tests (real PostgreSQL,
# Redis, RabbitMQ and Chromium) in parallel; each test file isolates itself (own database,
# exchange, queue and key prefixes) and cleans up. Then the replica proof alone (rollout, kill -9).
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || npm ci --no-audit --no-fund
bash scripts/ensure-infra.sh --with-chromium
echo "test: lint and type check"
npm run lint
npm run typecheck
echo "test: building the web app and the services"
npm run build -w web >/dev/null
node scripts/build-services.mjs
echo "test: running all workspaces' tests"
results=$(mktemp)
# the started processes keep their warnings and errors, digested when a test fails (docs/testing.md)
logs=$(mktemp -d)
export PORTAL_LOG_DIR="$logs" PORTAL_LOG_LEVEL="${PORTAL_LOG_LEVEL:-warn}"
status=0
npx vitest run --reporter=default --reporter=json --outputFile="$results" "$@" || status=$?
# the totals, and the slowest files (where a run's time goes)
node -e '
const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
const files = r.testResults.map((f) => [f.endTime - f.startTime, f.name.replace(process.cwd() + "/", "")]);
for (const [ms, name] of files.sort((a, b) => b[0] - a[0]).slice(0, 15)) console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${name}`);
' "$results" || true
rm -f "$results"
# the replica proof needs the whole machine, so it runs after the others, with a rush of 1,000
# shooters instead of 3,000 (docs/replicas.md); not when only some files were named
if [ "$status" -eq 0 ] && [ "$#" -eq 0 ]; then
  echo "test: the replica proof, a rolling update and kill -9 under a rush"
  PROOF_USERS=1000 PROOF_ROLLOUT_SPREAD_MS=120000 \
    npx vitest run --config e2e/proofs/vitest.config.ts || status=$?
fi
[ "$status" -eq 0 ] || node scripts/log-digest.mjs "$logs" || true
rm -rf "$logs"
exit $status
