#!/usr/bin/env bash
# `make build`, after the wasm: www/grundy-explorer.js, the element a host page loads, bundled from www/element.js
# and its modules by esbuild, minified, with the code a view or a menu loads when asked for in chunks of its own
# (www/dist/). A post's first view then fetches a few files instead of a graph of some thirty modules four levels
# deep, and a third of the bytes (docs/benchmarks.md). The full page (index.html, embed.html) and the workers load
# the modules themselves. Paths to files we serve are made from www/core/root.js, at the chunks' depth.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf www/dist www/grundy-explorer.js
node_modules/.bin/esbuild www/element.js --bundle --splitting --format=esm --minify --legal-comments=none \
  --outdir=www --entry-names=grundy-explorer --chunk-names='dist/[name]-[hash]' '--external:../pkg/*' \
  --log-level=warning
