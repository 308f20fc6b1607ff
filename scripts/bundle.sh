#!/usr/bin/env bash
# `make build`, after the wasm: the explorer's modules bundled by esbuild, minified, with the code a view or a menu
# loads when asked for in chunks of its own (www/dist/): www/grundy-explorer.js, the element a host page loads (from
# www/element.js), and www/dist/page.js and embed.js, which index.html and embed.html load. A first
# view then fetches a few files instead of a graph of some thirty modules four levels deep, and a third of the bytes
# (docs/benchmarks.md). The workers load their modules themselves. Paths to files we serve are made from
# www/core/root.js, at the chunks' depth (www/dist/).
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf www/dist www/grundy-explorer.js
# The pages start the wasm's download from <head> with www/dist/wasm-file.js, a module without imports (minified,
# not bundled: a chunk of its own would cost a round trip before the download); the pages' bundle imports that same
# file (external), so the download happens once.
node_modules/.bin/esbuild www/core/wasm-file.js --minify --charset=utf8 --legal-comments=none --outfile=www/dist/wasm-file.js \
  --log-level=warning
# The full page asks for its words from <head> too (www/page-words.js), bundled alone for the same reason.
node_modules/.bin/esbuild www/page-words.js --bundle --format=esm --minify --charset=utf8 --legal-comments=none \
  --outfile=www/dist/page-words.js --log-level=warning
# The stylesheets minified (www/dist/style.css, views.css, full.css), which the element and the pages link: a post
# that shows a graph downloads the first alone.
node_modules/.bin/esbuild www/style.css www/views.css www/full.css --minify --charset=utf8 --outdir=www/dist \
  --log-level=warning
# The element and the pages, bundled with each language's words gathered from www/i18n/families/ and views/ (see
# the script).
node scripts/bundle.mjs
