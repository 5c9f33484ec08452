# One image recipe for every component of the portal (docs/container-images.md). The target picks it:
#
#   npm run images                                  # all seven, here, with podman
#   podman build --target svc-registration -t portal/registration .
#   docker build --build-arg SERVICE=registration \
#     --build-arg NODE_IMAGE=node:24-bookworm-slim --build-arg BUILD_IMAGE=node:24-bookworm-slim .
#
# A component runs compiled JavaScript: `node --enable-source-maps <component>/dist/index.js`, the
# bundle of its TypeScript and the workspace packages (scripts/build-services.mjs), beside the npm
# packages that bundle imports and their dependencies, nothing else: no TypeScript, no tsx, no
# other component's packages. The type check runs in the build; a type error fails the image.
#
# NODE_IMAGE runs the components (Debian bookworm minbase with Node 24 only); BUILD_IMAGE also has
# npm. Both are made locally by scripts/images/base-images.sh, as no image registry is reachable.

ARG NODE_IMAGE=localhost/portal-node:24.21.0
ARG BUILD_IMAGE=localhost/portal-node-build:24.21.0
ARG SERVICE=gateway

# ---------------------------------------------------------------------------------------------
FROM ${BUILD_IMAGE} AS manifests
COPY . /src
# only the npm manifests, so the `npm ci` layer below is reused until one of them changes
RUN mkdir -p /app && cd /src \
 && find . -path '*/node_modules' -prune -o \
      \( -name package.json -o -name package-lock.json -o -name .npmrc \) -type f \
      -exec cp --parents {} /app/ \;

FROM ${BUILD_IMAGE} AS deps
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false SCARF_ANALYTICS=false
WORKDIR /app
COPY --from=manifests /app ./
# The machine's CA bundle comes in as a build secret (an HTTPS proxy may sign the registry's
# certificate); it is mounted for this step only and is in no layer. Install scripts stay off: the
# native packages used here ship prebuilt binaries, and the `node` dev dependency (the Node of
# `npm test`) would download a second Node for nothing; its placeholder link is removed.
RUN --mount=type=cache,target=/root/.npm --mount=type=secret,id=ca \
    NODE_EXTRA_CA_CERTS=/run/secrets/ca npm ci --ignore-scripts \
 && rm -f node_modules/.bin/node

FROM deps AS build
COPY . .
RUN node_modules/.bin/tsc -p tsconfig.json --noEmit \
 && node scripts/build-services.mjs --force

FROM build AS web
RUN npm run build -w web

# The run-time files of each component under /out/<component>: its bundle, migrations and
# manifest, and the npm packages its bundle imports (one stage: one layer to commit, not seven).
FROM web AS files
RUN for dir in services/identity services/catalog services/registration services/payment \
      services/notification services/export gateway; do \
      component=$(basename "$dir") \
   && node scripts/images/runtime-modules.mjs /app "$dir" "/out/$component" \
   && cp -r --parents "$dir/dist" "$dir/package.json" "/out/$component/" \
   && if [ -d "$dir/drizzle" ]; then cp -r --parents "$dir/drizzle" "/out/$component/"; fi; \
    done \
 && cp -r --parents web/dist /out/gateway/

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# numeric ids, so Kubernetes' runAsNonRoot can verify them; the files stay root's: the process
# cannot change its code, and the root filesystem can be mounted read-only
USER 1000:1000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# --- one stage per component: port (SERVICES in packages/contracts/src/services.ts) and entry ---
# tracing.js comes first (`--import`): it stays idle unless OTEL_EXPORTER_OTLP_ENDPOINT (or another
# OTEL_* variable that asks for export) is set, so turning traces on is one variable (docs/tracing.md)
FROM runtime AS svc-identity
COPY --from=files /out/identity /app
ENV SERVICE=identity PORT=3001
EXPOSE 3001
CMD ["node", "--enable-source-maps", "--import", "./services/identity/dist/tracing.js", "services/identity/dist/index.js"]

FROM runtime AS svc-catalog
COPY --from=files /out/catalog /app
ENV SERVICE=catalog PORT=3002
EXPOSE 3002
CMD ["node", "--enable-source-maps", "--import", "./services/catalog/dist/tracing.js", "services/catalog/dist/index.js"]

FROM runtime AS svc-registration
COPY --from=files /out/registration /app
ENV SERVICE=registration PORT=3003
EXPOSE 3003
CMD ["node", "--enable-source-maps", "--import", "./services/registration/dist/tracing.js", "services/registration/dist/index.js"]

FROM runtime AS svc-payment
COPY --from=files /out/payment /app
ENV SERVICE=payment PORT=3004
EXPOSE 3004
CMD ["node", "--enable-source-maps", "--import", "./services/payment/dist/tracing.js", "services/payment/dist/index.js"]

FROM runtime AS svc-notification
COPY --from=files /out/notification /app
ENV SERVICE=notification PORT=3005
EXPOSE 3005
CMD ["node", "--enable-source-maps", "--import", "./services/notification/dist/tracing.js", "services/notification/dist/index.js"]

FROM runtime AS svc-export
COPY --from=files /out/export /app
ENV SERVICE=export PORT=3006
EXPOSE 3006
CMD ["node", "--enable-source-maps", "--import", "./services/export/dist/tracing.js", "services/export/dist/index.js"]

FROM runtime AS svc-gateway
COPY --from=files /out/gateway /app
ENV SERVICE=gateway PORT=8080 WEB_DIST=/app/web/dist
EXPOSE 8080
CMD ["node", "--enable-source-maps", "--import", "./gateway/dist/tracing.js", "gateway/dist/index.js"]

# ---------------------------------------------------------------------------------------------
FROM svc-${SERVICE} AS final
