#!/usr/bin/env bash
# Builds the web version and serves it on http://127.0.0.1:8080/ (PORT=... to change;
# HOST=0.0.0.0 to let the phones and tablets of the LAN open it too). Files go out
# compressed, as a static host sends them (tools/serve.mjs).
# Installs whatever is missing on Debian 12 first; a second run only rebuilds what changed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash tools/setup.sh web
bash tools/build-web.sh
exec node tools/serve.mjs build/web/site "${PORT:-8080}" "${HOST:-127.0.0.1}"
