# syntax=docker/dockerfile:1.7
#
# One image recipe for every component of the portal. The build argument SERVICE picks it:
#
#   docker build --build-arg SERVICE=registration -t ghcr.io/competition-portal/registration .
#
# SERVICE is one of identity | catalog | registration | payment | notification | export | gateway.
# Each value has a `svc-<name>` stage below (port, entry point); the last stage is
# `FROM svc-${SERVICE}`, so BuildKit builds only what the chosen component needs (the web app is
# built for the gateway image only). An unknown SERVICE fails the build: there is no such stage,
# so BuildKit looks for an image called svc-<name> and cannot pull it.
#
# Services run their TypeScript directly: `node --import tsx <entry>`. tsx is a root
# devDependency, so the runtime image gets the production dependency tree (`npm prune
# --omit=dev`) plus tsx and exactly its lockfile dependency closure copied from the full install.
# That keeps the exact locked tsx version without shipping vite, vitest, eslint, typescript, or
# the browser-only packages of the web app (bundled into web/dist at build time), and without a
# second `npm install` that could resolve something different from package-lock.json.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG SERVICE=gateway

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS base
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false \
    SCARF_ANALYTICS=false
WORKDIR /app

# Only the npm manifests, so the `npm ci` layer below is reused until one of them changes.
FROM base AS manifests
COPY . /src
RUN cd /src \
 && find . -path '*/node_modules' -prune -o \
      \( -name package.json -o -name package-lock.json -o -name .npmrc \) -type f \
      -exec cp --parents {} /app/ \;

# Full install (dev dependencies included): needed to build the web app and the source of tsx.
FROM base AS deps
COPY --from=manifests /app ./
RUN --mount=type=cache,target=/root/.npm npm ci

# Sources (no node_modules: .dockerignore keeps them out of the context).
FROM base AS source
COPY . .

FROM deps AS web
COPY --from=source /app ./
RUN npm run build -w web

# Production dependencies only, plus tsx.
FROM deps AS prod-deps
# web: its dependencies (react, MUI, ...) are bundled into web/dist, the server never loads them.
# bench: load-test tool, not part of any image.
RUN rm -rf web bench \
 && npm prune --omit=dev --ignore-scripts
RUN --mount=type=bind,from=deps,source=/app,target=/full node - /full /app <<'EOF'
// Copy tsx and its dependency closure (Node's lookup rules over the lockfile) from the full
// install.
const fs = require('node:fs');
const [from, to] = process.argv.slice(2);
const packages = JSON.parse(fs.readFileSync(`${from}/package-lock.json`, 'utf8')).packages;
const lookup = (dir, name) => {
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i < 0 ? '' : dir.slice(0, i);
  }
};
const pending = ['node_modules/tsx'];
const seen = new Set();
while (pending.length > 0) {
  const path = pending.pop();
  if (seen.has(path)) continue;
  seen.add(path);
  if (!fs.existsSync(`${from}/${path}`)) continue; // optional dependency of another platform
  if (!fs.existsSync(`${to}/${path}`)) {
    fs.cpSync(`${from}/${path}`, `${to}/${path}`, { recursive: true, verbatimSymlinks: true });
  }
  const { dependencies = {}, optionalDependencies = {} } = packages[path];
  for (const name of Object.keys({ ...dependencies, ...optionalDependencies })) {
    const found = lookup(path, name);
    if (found) pending.push(found);
  }
}
if (!fs.existsSync(`${to}/node_modules/tsx/package.json`)) throw new Error('tsx was not copied');
EOF

# ---------------------------------------------------------------------------------------------
FROM base AS runtime
ENV NODE_ENV=production
# /data/uploads: catalog's STORAGE_DIR (a volume); created here so a fresh named volume is owned
# by the runtime user. Everything else stays owned by root: the process cannot change its code.
RUN mkdir -p /data/uploads && chown -R 1000:1000 /data
# manifests of all workspaces and the pruned node_modules (root and nested workspace ones)
COPY --from=prod-deps /app ./
COPY --from=source /app/package.json /app/tsconfig.json /app/tsconfig.base.json ./
COPY --from=source /app/packages ./packages
# numeric id of the image's `node` user, so Kubernetes' runAsNonRoot can verify it
USER 1000:1000
STOPSIGNAL SIGTERM
# tsx keeps its transpile cache in /tmp: with a read-only root filesystem, mount /tmp writable.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# --- one stage per component: port (SERVICES in packages/contracts/src/services.ts) and entry ---
FROM runtime AS svc-identity
COPY --from=source /app/services/identity ./services/identity
ENV SERVICE=identity PORT=3001
EXPOSE 3001
CMD ["node", "--import", "tsx", "services/identity/src/index.ts"]

FROM runtime AS svc-catalog
COPY --from=source /app/services/catalog ./services/catalog
ENV SERVICE=catalog PORT=3002 STORAGE_DIR=/data/uploads
EXPOSE 3002
CMD ["node", "--import", "tsx", "services/catalog/src/index.ts"]

FROM runtime AS svc-registration
COPY --from=source /app/services/registration ./services/registration
ENV SERVICE=registration PORT=3003
EXPOSE 3003
CMD ["node", "--import", "tsx", "services/registration/src/index.ts"]

FROM runtime AS svc-payment
COPY --from=source /app/services/payment ./services/payment
ENV SERVICE=payment PORT=3004
EXPOSE 3004
CMD ["node", "--import", "tsx", "services/payment/src/index.ts"]

FROM runtime AS svc-notification
COPY --from=source /app/services/notification ./services/notification
ENV SERVICE=notification PORT=3005
EXPOSE 3005
CMD ["node", "--import", "tsx", "services/notification/src/index.ts"]

FROM runtime AS svc-export
COPY --from=source /app/services/export ./services/export
ENV SERVICE=export PORT=3006
EXPOSE 3006
CMD ["node", "--import", "tsx", "services/export/src/index.ts"]

FROM runtime AS svc-gateway
COPY --from=source /app/gateway ./gateway
COPY --from=web /app/web/dist ./web/dist
ENV SERVICE=gateway PORT=8080 WEB_DIST=/app/web/dist
EXPOSE 8080
CMD ["node", "--import", "tsx", "gateway/src/index.ts"]

# ---------------------------------------------------------------------------------------------
FROM svc-${SERVICE} AS final
