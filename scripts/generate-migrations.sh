#!/usr/bin/env bash
# Generates a new SQL migration for every service whose schema.ts changed (drizzle-kit).
set -euo pipefail
cd "$(dirname "$0")/.."
for config in services/*/drizzle.config.ts; do
  npx drizzle-kit generate --config "$config" "$@"
done
