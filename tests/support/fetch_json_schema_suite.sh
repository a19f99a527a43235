#!/usr/bin/env bash
# Fetch the JSON-Schema-Test-Suite cases bundled in the jsonschema sdist (PyPI, via pip) into
# <repo>/.servers/json-schema-test-suite/ (git-ignored). Idempotent: does nothing if present.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dest="$repo_root/.servers/json-schema-test-suite"
version="4.26.0"

if [ -d "$dest/tests/draft2020-12" ] && [ -d "$dest/tests/draft7" ]; then
    echo "JSON-Schema-Test-Suite already present in $dest"
    exit 0
fi

pip="$repo_root/.venv/bin/pip"
[ -x "$pip" ] || pip="pip"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$pip" download --quiet --no-deps --no-binary :all: "jsonschema==$version" -d "$work"
tar -xzf "$work/jsonschema-$version.tar.gz" -C "$work"
src="$work/jsonschema-$version/json"
[ -d "$src/tests/draft2020-12" ] || { echo "no json/tests in the jsonschema $version sdist" >&2; exit 1; }

mkdir -p "$(dirname "$dest")"
rm -rf "$dest.partial"
mkdir -p "$dest.partial"
cp -R "$src/tests" "$dest.partial/tests"
[ -d "$src/remotes" ] && cp -R "$src/remotes" "$dest.partial/remotes"
rm -rf "$dest"
mv "$dest.partial" "$dest"
echo "JSON-Schema-Test-Suite (from jsonschema $version) installed in $dest"
