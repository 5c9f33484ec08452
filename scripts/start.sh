#!/usr/bin/env bash
# npm start: install, start PostgreSQL/Redis/RabbitMQ, migrate, build the web app, run everything.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "start: installing npm dependencies"
  npm ci --no-audit --no-fund
fi
bash scripts/ensure-infra.sh
echo "start: migrating and loading demo data"
npx tsx scripts/seed.ts
# uploads of the old directory into the file store (docs/file-store.md); skips stored ones
npx tsx services/catalog/src/jobs/migrate-files.ts
# sized variants of images uploaded before they existed (docs/images.md); skips converted ones
npx tsx services/catalog/src/jobs/convert-images.ts
echo "start: building the web app and the services"
npm run build -w web >/dev/null
node scripts/build-services.mjs
# development mode on purpose: the gateway shows the local mail catcher (reset links) at /dev/mail
export DEV_MAIL=1
exec npx tsx scripts/run.ts
