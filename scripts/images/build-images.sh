#!/usr/bin/env bash
# npm run images: the seven images of the portal, built here with podman from the one Dockerfile
# (docs/container-images.md), tagged localhost/portal-<component>:latest; prints each image's size.
# Arguments name components to build only those (e.g. `npm run images -- gateway identity`).
set -euo pipefail
cd "$(dirname "$0")/../.."
podman=scripts/images/podman

bash scripts/images/base-images.sh
version=$(cat scripts/images/node-version)
components=("$@")
[ ${#components[@]} -gt 0 ] || components=(identity catalog registration payment notification export gateway)
# the machine's CA bundle reaches npm ci as a build secret, never a layer
ca=${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}

for component in "${components[@]}"; do
  echo "images: building portal-$component"
  "$podman" build --layers --format docker \
    --build-arg "NODE_IMAGE=localhost/portal-node:$version" \
    --build-arg "BUILD_IMAGE=localhost/portal-node-build:$version" \
    --secret "id=ca,src=$ca" \
    --target "svc-$component" \
    -t "localhost/portal-$component:latest" .
done
"$podman" images --filter 'reference=localhost/portal-*' --format '{{.Repository}}:{{.Tag}} {{.Size}}'
