#!/usr/bin/env bash
# Builds the web version and serves it on http://127.0.0.1:8080/ (PORT=... to change).
# Installs whatever is missing on Debian 12 first; a second run only rebuilds what changed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash tools/setup.sh web
bash tools/build-web.sh
exec node tools/serve.mjs build/web/site "${PORT:-8080}"
