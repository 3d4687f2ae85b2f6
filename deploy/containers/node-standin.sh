#!/usr/bin/env bash
# Builds a stand-in for node:20-bookworm-slim where no image can be pulled (CI, this kind of
# machine): Debian bookworm minbase from Debian's mirror, plus this machine's Node and npm, a `node`
# user (uid 1000) and the machine's CA bundle (npm reaches the registry through a TLS-inspecting
# proxy). Cached: the debootstrap import is kept as localhost/gems-debian-min:bookworm and the
# stand-in is tagged with the Node version, so a second run on the same machine does nothing.
# Prints the image name to pass as NODE_IMAGE.
set -euo pipefail

PODMAN=${PODMAN:-podman --runtime /usr/sbin/runc --cgroup-manager=cgroupfs}
ULIMITS=(--ulimit nofile=1024:1024 --ulimit nproc=1024:1024)
NODE_VERSION=$(node -p 'process.versions.node')
MIN_IMAGE=localhost/gems-debian-min:bookworm
STANDIN=localhost/gems-node-standin:${NODE_VERSION}-bookworm-slim

if $PODMAN image exists "$STANDIN"; then
  echo "$STANDIN"
  exit 0
fi

# The mirror apt already uses (deb822 or one-line sources), so it works behind the same proxy.
mirror=$({ sed -n 's/^URIs:[[:space:]]*//p' /etc/apt/sources.list.d/*.sources; sed -n 's/^deb[[:space:]]\+\(\[[^]]*\][[:space:]]\+\)\?//p' /etc/apt/sources.list; } 2>/dev/null \
  | awk '{print $1}' | grep -v security | head -n1 || true)
mirror=${mirror:-http://deb.debian.org/debian}

if ! $PODMAN image exists "$MIN_IMAGE"; then
  rootfs=$(mktemp -d)
  trap 'rm -rf "$rootfs"' EXIT
  echo "node-standin: debootstrap bookworm from $mirror" >&2
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >&2
  # What Debian's -slim images leave out: documentation (copyright notices stay), manuals, locales.
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* \
    "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/*
  find "$rootfs"/usr/share/doc -type f ! -name copyright -delete
  tar -C "$rootfs" -c . | $PODMAN import - "$MIN_IMAGE" >&2
fi

ctx=$(mktemp -d)
trap 'rm -rf "$ctx"' EXIT
node_bin=$(readlink -f "$(command -v node)")
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
cp "$node_bin" "$ctx/node"
cp -r "$npm_dir" "$ctx/npm"
cp /etc/ssl/certs/ca-certificates.crt "$ctx/ca-certificates.crt"
cat >"$ctx/Containerfile" <<CONTAINERFILE
FROM $MIN_IMAGE
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \\
    npm_config_cafile=/etc/ssl/certs/ca-certificates.crt \\
    NODE_VERSION=$NODE_VERSION
CMD ["node"]
CONTAINERFILE
$PODMAN build "${ULIMITS[@]}" --network host -t "$STANDIN" "$ctx" >&2
echo "$STANDIN"
