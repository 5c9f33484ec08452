#!/usr/bin/env bash
# npm start: install, start PostgreSQL/Redis/RabbitMQ, migrate, build the web app, run everything.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "start: installing npm dependencies"
  npm ci --no-audit --no-fund
fi
bash scripts/ensure-infra.sh
echo "start: building the web app and the services"
npm run build -w web >/dev/null
node scripts/build-services.mjs
# every step below is compiled JavaScript (docs/runtime.md), on the Node of package.json
run() { node --enable-source-maps "scripts/dist/$1.js"; }
echo "start: migrating and loading demo data"
run seed
# uploads of the old directory into the file store (docs/file-store.md); skips stored ones
run files-migrate
# sized variants of images uploaded before they existed (docs/images.md); skips converted ones
run images-convert
# development mode on purpose: the gateway shows the local mail catcher (reset links) at /dev/mail
export DEV_MAIL=1
exec node --enable-source-maps scripts/dist/start.js
