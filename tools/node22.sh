#!/usr/bin/env bash
# Prints the path of a Node 22 LTS `node` binary, installing it once from the npm registry's `node`
# package (CI may reach only the npm registry and Debian). The runtime lives outside the repository
# (node_modules may be shared between work trees), in a cache folder keyed by the major version, so a
# second call costs nothing. Used by .ci/run to run the server and unit suites on Node 22 beside Node 20.
# Usage: PATH="$(dirname "$(tools/node22.sh)"):$PATH" npx vitest run …
set -euo pipefail

major="${NODE_MAJOR:-22}"
cache="${APRON_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/apron/node$major}"
bin="$cache/node_modules/node/bin/node"

if ! "$bin" --version 2>/dev/null | grep -q "^v$major\."; then
  mkdir -p "$cache"
  # The `node` package's preinstall fetches the matching node-<os>-<arch> package, also from npm.
  npm install --prefix "$cache" --no-save --no-audit --no-fund --loglevel=error "node@$major" >&2
fi

version="$("$bin" --version)"
case "$version" in
  "v$major".*) ;;
  *) echo "node22.sh: $bin is $version, not Node $major" >&2; exit 1 ;;
esac
echo "$bin"
