# The two commands a new machine needs: `make serve` and `make test`. Each installs what it needs first.
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)
PORT ?= 8000
WASM := target/wasm32-unknown-unknown/release/grundy.wasm
NOSIMD := target/nosimd
SMALL := target/small
FIRST := target/first
# No function names (80 KB, 23 KB gzipped, in every visitor's download) and no producers section in the wasm.
BINDGEN_FLAGS := --remove-name-section --remove-producers-section

.PHONY: build serve test lint test-native test-wasm test-api test-python test-e2e test-engines package guides bench clean python

## build: the wasm module and its JS glue in pkg/ (release), with SIMD; pkg/grundy_nosimd_bg.wasm without SIMD, for
## engines that lack it; and pkg/grundy_small_bg.wasm, with SIMD, built for size (opt-level z: 29 % fewer bytes,
## 1.5-3 times slower), which the main thread runs: a page's first view comes down quicker, the worker's long work
## gets a fast build. www/core/wasm-file.js picks them; all three must fit the one glue file, which is checked.
## pkg/grundy_first.js and its grundy_first_bg.wasm: the main thread's first download, the small build of heap games
## only (feature first-view, crate/src/game/first_view.rs), with its glue. pkg/export/: the exporters' own module (GIF,
## zip), loaded only to export. www/grundy-explorer.js: the element, bundled (scripts/bundle.sh).
## The builds run two at a time: each ends in one long single-threaded step (LTO with one codegen unit), which the
## other's fills; cargo takes its compilers from the same two jobs (the recipes marked +).
build:
	@scripts/setup.sh build
	@# Made first: cargo makes a missing target dir through a temporary name beside it, and two cargos making
	@# target/ and target/nosimd at once in a fresh clone race (one failed: no such file target/nosimdXXXX).
	@mkdir -p $(NOSIMD) $(SMALL) $(FIRST)
	$(MAKE) --no-print-directory -j2 wasm-main wasm-nosimd wasm-small wasm-first
	@for f in $(NOSIMD) $(SMALL); do cmp -s pkg/grundy.js $$f/pkg/grundy.js || \
	  { echo "build: $$f needs other glue than pkg/grundy.js; the page could not load it"; exit 1; }; done
	cp $(NOSIMD)/pkg/grundy_bg.wasm pkg/grundy_nosimd_bg.wasm
	cp $(SMALL)/pkg/grundy_bg.wasm pkg/grundy_small_bg.wasm
	scripts/bundle.sh

.PHONY: wasm-main wasm-nosimd wasm-small wasm-first
# The main build and the exporters' share target/ (cargo takes them in turn).
wasm-main:
	+cargo build --release --target wasm32-unknown-unknown -p grundy --lib
	wasm-bindgen --target web $(BINDGEN_FLAGS) --out-dir pkg --out-name grundy $(WASM)
	+cargo build --release --target wasm32-unknown-unknown -p grundy-export --lib
	wasm-bindgen --target web $(BINDGEN_FLAGS) --out-dir pkg/export --out-name export $(dir $(WASM))grundy_export.wasm
wasm-nosimd:
	$(call variant,$(NOSIMD),-simd128)
wasm-small:
	$(call variant,$(SMALL),+simd128,$(FOR_SIZE),$(FOR_SIZE_FLAGS))
# The first-view build without the file names of panics (-Zlocation-detail=none: they trap there anyway), −2.8 KB.
wasm-first:
	+$(FOR_SIZE) RUSTFLAGS="-C target-feature=+simd128 -Zlocation-detail=none" CARGO_TARGET_DIR=$(FIRST) \
	  cargo build $(FOR_SIZE_FLAGS) --release --target wasm32-unknown-unknown -p grundy --lib --features first-view
	wasm-bindgen --target web $(BINDGEN_FLAGS) --out-dir pkg --out-name grundy_first $(FIRST)/$(WASM:target/%=%)
	@# Its glue minified: every post downloads it (7 KB gzipped as wasm-bindgen writes it, 3.4 minified).
	node_modules/.bin/esbuild pkg/grundy_first.js --minify --allow-overwrite --outfile=pkg/grundy_first.js --log-level=warning

# The main thread's builds (small, first): opt-level z, and the standard library rebuilt with them (-Zbuild-std,
# from the toolchain's rust-src) with panics that trap where they happen (immediate-abort: no panic machinery or
# messages, which the page never sees anyway, as a panic is a trap caught by www/core/guard.js). −15 and −13.5 KB
# gzipped. Those flags are unstable: RUSTC_BOOTSTRAP lets the pinned toolchain (rust-toolchain.toml) take them.
FOR_SIZE := CARGO_PROFILE_RELEASE_OPT_LEVEL=z CARGO_PROFILE_RELEASE_PANIC=immediate-abort RUSTC_BOOTSTRAP=1
FOR_SIZE_FLAGS := -Zbuild-std=std,panic_abort -Zpanic-immediate-abort
# variant(target dir, target features[, settings[, cargo flags]]): the library built with other wasm features (and
# cargo settings) in its own target dir, its glue beside it (the build checks it is pkg/grundy.js).
define variant
	+$(3) RUSTFLAGS="-C target-feature=$(2)" CARGO_TARGET_DIR=$(1) \
	  cargo build $(4) --release --target wasm32-unknown-unknown -p grundy --lib
	wasm-bindgen --target web $(BINDGEN_FLAGS) --out-dir $(1)/pkg --out-name grundy $(1)/$(WASM:target/%=%)
endef

## serve: build, then serve the repository on http://127.0.0.1:$(PORT)/
serve: build
	@echo "Grundy explorer: http://127.0.0.1:$(PORT)/"
	python3 -m http.server $(PORT) --bind 127.0.0.1

## test: every test: format, lint, native, wasm under Node, the JS API under Node, the page in headless Chromium,
## and the page's main views in WebKit and Firefox
test: build
	@scripts/setup.sh test
	$(MAKE) lint test-native test-wasm test-api test-python package guides test-e2e test-engines

## python: the Python package (python/README.md) built by maturin and installed in .venv, a virtual environment
## with what its tests need (scripts/setup.sh python). `.venv/bin/python` then imports grundy.
python:
	@scripts/setup.sh python
	PATH="$(CURDIR)/.venv/bin:$$PATH" .venv/bin/pip install --quiet --no-build-isolation ./python

## test-python: the package's types (mypy), then its tests (pytest): values against mex loops, errors, the
## README's examples, the widget's traits, and a census against the command line's (target/release/grundy, built by
## cargo when missing), resumed across the two, and on a Dask cluster of two worker processes, one killed mid-run
test-python: python
	cd python && ../.venv/bin/mypy --ignore-missing-imports grundy
	.venv/bin/python -m pytest -q python/tests

## package: the npm package (package/README.md) packed to target/package/grundy-explorer-VERSION.tgz; e2e installs it
package:
	scripts/package.sh

## guides: the guides' example sites (examples/embed: VitePress, Hexo, Docusaurus) built with the packed element
guides: package
	scripts/guides.sh

lint:
	cargo fmt --all --check
	cargo fmt --manifest-path python/Cargo.toml --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings
	RUSTFLAGS="-C target-feature=+simd128" CARGO_TARGET_DIR=$(FIRST) \
	  cargo clippy --target wasm32-unknown-unknown --lib --features first-view -- -D warnings
## rustdoc on the core, private items too (which public docs may link): a broken or ambiguous doc link fails.
	RUSTDOCFLAGS="-D warnings -A rustdoc::private_intra_doc_links" cargo doc --no-deps --document-private-items -p grundy

## test-native: every Rust test, the ones a debug build would take minutes over (ignored there: the largest
## published octal games, every small misère sum) included, in one optimised build that still checks overflow and
## debug assertions (Cargo.toml's optimised-test): one compile instead of two, and searches that take seconds
test-native:
	cargo test --profile optimised-test -- --include-ignored

test-wasm:
	cargo test --target wasm32-unknown-unknown -p grundy --test 'wasm*'

## test-api: the JS API as a page calls it (pkg/grundy.js through www/core/guard.js), fuzzed with wrong types
test-api:
	node --test tests/

test-e2e:
	npx playwright test --config e2e/playwright.config.mjs

## test-engines: a smoke suite in the engines Playwright's Chromium leaves out (tests/engines/smoke.mjs): the main
## views, a rule game, a lesson and the element in WebKit (WebKitWebDriver, in Xvfb) and Firefox ESR (WebDriver
## BiDi), at 390 x 844 and 1280 x 800; the two engines side by side
test-engines:
	node --test --test-concurrency=2 tests/engines/webkit.mjs tests/engines/firefox.mjs

## bench: engine benchmarks (criterion, a few minutes on 2 cores), wasm vs native timings under Node, octal games
## to 2^22 natively, in Chromium and (given OCTAL_CPP, see bench/octal.mjs) against a C++ solver, then the page in
## headless Chromium (first render, playback frames, download size)
# (The release profile aborts on panic; benches unwind. Unwinding everywhere avoids building the library twice
# under one file name: cargo issue 6313.)
bench: build
	CARGO_PROFILE_RELEASE_PANIC=unwind cargo bench -p grundy --bench engine
	node bench/wasm.mjs
	node bench/rules.mjs
	node bench/search.mjs
	node bench/octal.mjs 22
	node bench/page.mjs

clean:
	rm -rf pkg target node_modules www/dist www/grundy-explorer.js .venv python/target
