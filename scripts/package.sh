#!/usr/bin/env bash
# `make package`: the npm package a blogger installs or copies (package/README.md says how to use it): the element,
# the full page it links to, the wasm builds and their glue, the exporters' module and the rule examples; nothing
# else. Staged in target/package/grundy-explorer, packed by `npm pack` to target/package/grundy-explorer-VERSION.tgz.
set -euo pipefail
cd "$(dirname "$0")/.."
for f in www/grundy-explorer.js pkg/grundy.js pkg/grundy_bg.wasm pkg/grundy_nosimd_bg.wasm pkg/grundy_small_bg.wasm pkg/grundy_first.js pkg/grundy_first_bg.wasm pkg/export/export.js pkg/export/export_bg.wasm; do
  [ -f "$f" ] || { echo "package: $f is missing; run make build first" >&2; exit 1; }
done
stage=target/package/grundy-explorer
rm -rf target/package
mkdir -p "$stage/pkg/export" "$stage/examples"
cp package/package.json package/README.md index.html embed.html "$stage/"
cp -r www "$stage/"
cp -r examples/rules "$stage/examples/"
cp pkg/grundy.js pkg/grundy_bg.wasm pkg/grundy_nosimd_bg.wasm pkg/grundy_small_bg.wasm \
  pkg/grundy_first.js pkg/grundy_first_bg.wasm "$stage/pkg/"
cp pkg/export/export.js pkg/export/export_bg.wasm "$stage/pkg/export/"
(cd target/package && npm pack --silent ./grundy-explorer)
