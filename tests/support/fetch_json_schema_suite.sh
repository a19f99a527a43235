#!/usr/bin/env bash
# Fetch the JSON-Schema-Test-Suite cases bundled in the jsonschema sdist (PyPI) into
# <repo>/.servers/json-schema-test-suite/ (git-ignored). Idempotent: does nothing if present.
#
# (suite31) The sdist is taken straight from PyPI's simple index (its JSON form, PEP 691) by the
# system Python's standard library, its sha256 checked against the one the index lists, so the
# fetch needs no venv and `make test` runs it beside the venv's install and npm's, not after the
# venv: `pip download --no-binary :all:` prepared the sdist's metadata first, which installs its
# build backend (hatchling, hatch-vcs, ...) into a throwaway environment (11.8 s of wall at load
# 6 for one file, 2.5 s this way). When the direct fetch fails (no route to pypi.org but a
# configured pip index, say), `pip download` does it as before ($PIP, or $PYTHON -m pip).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dest="$repo_root/.servers/json-schema-test-suite"
version="4.26.0"

if [ -d "$dest/tests/draft2020-12" ] && [ -d "$dest/tests/draft7" ]; then
    echo "JSON-Schema-Test-Suite already present in $dest"
    exit 0
fi

python="${PYTHON:-python3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sdist="$work/jsonschema-$version.tar.gz"
if ! "$python" - "$version" "$sdist" <<'PY'
import hashlib, json, sys, urllib.request

version, target = sys.argv[1], sys.argv[2]
name = f"jsonschema-{version}.tar.gz"
index = urllib.request.Request("https://pypi.org/simple/jsonschema/",
                               headers={"Accept": "application/vnd.pypi.simple.v1+json"})
with urllib.request.urlopen(index, timeout=60) as r:
    (sdist,) = [f for f in json.load(r)["files"] if f["filename"] == name]
with urllib.request.urlopen(sdist["url"], timeout=120) as r:
    data = r.read()
if hashlib.sha256(data).hexdigest() != sdist["hashes"]["sha256"]:
    sys.exit(f"sha256 of {sdist['url']} is not the one PyPI lists")
with open(target, "wb") as f:
    f.write(data)
PY
then
    echo "direct fetch from pypi.org failed; trying pip download" >&2
    rm -f "$sdist"
    ${PIP:-$python -m pip} download --quiet --no-deps --no-binary :all: "jsonschema==$version" -d "$work"
fi
tar -xzf "$sdist" -C "$work"
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
