#!/usr/bin/env bash
# `make guides`: builds each guide's example site (examples/embed/*, docs/embedding.md) as the guide says: the packed
# element (make package) installed with npm, copied into the site, and the site built by its own generator. The
# browser tests (e2e/guides.spec.mjs) then open the built posts. Run before them so no build competes with a test.
set -euo pipefail
cd "$(dirname "$0")/.."
tarball=$(ls target/package/grundy-explorer-*.tgz 2>/dev/null | head -1)
[ -n "$tarball" ] || { echo "guides: no package in target/package; run make package first" >&2; exit 1; }
for dir in examples/embed/*/; do
  echo "guides: building ${dir%/}"
  log="target/package/guide-$(basename "$dir").log"
  (cd "$dir" && npm install --no-save --offline --no-audit --no-fund --silent "$OLDPWD/$tarball" && npm run --silent build) \
    >"$log" 2>&1 || { cat "$log"; echo "guides: ${dir%/} did not build" >&2; exit 1; }
done
