#!/usr/bin/env bash
# Snapshot published npm MCP servers for the lint corpus (docs/testing.md, precision64).
#
#   scripts/harvest_npm_servers.sh OUT_DIR PACKAGE...
#
#   HARVEST_ENV="K=V K2=V2" scripts/harvest_npm_servers.sh OUT_DIR PACKAGE...   (more placeholders)
#
# Each package is installed into .harvest/<n>/ (git-ignored, removed before a commit) with the
# registry's ordinary client and no install scripts, and its first bin is started over stdio with
# placeholder keys; `mcpcheck snapshot` writes OUT_DIR/<n>.json when the server answers
# tools/list within 45 s. A package that does not install, has no bin or does not answer is
# listed on stderr and skipped. The snapshots are read and linted by hand before any joins
# tests/corpus/servers.
set -u
out=$1; shift
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$root/.harvest" "$out"
env_args=(--env API_KEY=placeholder --env API_TOKEN=placeholder --env ACCESS_TOKEN=placeholder
          --env TOKEN=placeholder --env BASE_URL=http://127.0.0.1:9 --env HOME=/tmp)
for pair in ${HARVEST_ENV:-}; do env_args+=(--env "$pair"); done
for pkg in "$@"; do
  n=$(echo "$pkg" | sed 's#^@##; s#/#_#g')
  dir="$root/.harvest/$n"
  mkdir -p "$dir"
  if ! (cd "$dir" && timeout 300 npm install --silent --no-audit --no-fund --ignore-scripts \
        "$pkg" >/dev/null 2>&1); then
    echo "$pkg: did not install" >&2; continue
  fi
  pj="$dir/node_modules/$pkg/package.json"
  bin=$(node -e 'const p=require(process.argv[1]);const b=p.bin;
    console.log(typeof b==="string"?b:(b?Object.values(b)[0]:(p.main||"")))' "$pj" 2>/dev/null)
  if [ -z "$bin" ]; then echo "$pkg: no bin" >&2; continue; fi
  entry="$dir/node_modules/$pkg/$bin"
  if ! PYTHONPATH="$root" timeout 90 "$root/.venv/bin/python" -m mcpcheck snapshot --timeout 45 \
       "${env_args[@]}" --name "$n" --snapshot "$out/$n.json" --stdio "node $entry" \
       >/dev/null 2>&1 || [ ! -s "$out/$n.json" ]; then
    echo "$pkg: did not answer tools/list" >&2; rm -f "$out/$n.json"; continue
  fi
  echo "$pkg: $out/$n.json"
done
