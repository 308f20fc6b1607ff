# The two commands a new machine needs: `make serve` and `make test`. Each installs what it needs first.
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)
PORT ?= 8000
WASM := target/wasm32-unknown-unknown/release/grundy.wasm
NOSIMD := target/nosimd

.PHONY: build serve test lint test-native test-wasm test-e2e bench clean

## build: the wasm module and its JS glue in pkg/ (release), with SIMD, and pkg/grundy_nosimd_bg.wasm without it for
## browsers that lack SIMD (www/core/wasm.js picks one). Both must fit the one glue file, which is checked.
build:
	@scripts/setup.sh build
	cargo build --release --target wasm32-unknown-unknown -p grundy --lib
	wasm-bindgen --target web --out-dir pkg --out-name grundy $(WASM)
	RUSTFLAGS="-C target-feature=-simd128" CARGO_TARGET_DIR=$(NOSIMD) \
	  cargo build --release --target wasm32-unknown-unknown -p grundy --lib
	wasm-bindgen --target web --out-dir $(NOSIMD)/pkg --out-name grundy $(NOSIMD)/$(WASM:target/%=%)
	@cmp -s pkg/grundy.js $(NOSIMD)/pkg/grundy.js || \
	  { echo "build: the SIMD and non-SIMD builds need different glue; the page could not load one of them"; exit 1; }
	cp $(NOSIMD)/pkg/grundy_bg.wasm pkg/grundy_nosimd_bg.wasm

## serve: build, then serve the repository on http://127.0.0.1:$(PORT)/
serve: build
	@echo "Grundy explorer: http://127.0.0.1:$(PORT)/"
	python3 -m http.server $(PORT) --bind 127.0.0.1

## test: every test: format, lint, native, wasm under Node, and the page in headless Chromium
test: build
	@scripts/setup.sh test
	$(MAKE) lint test-native test-wasm test-e2e

lint:
	cargo fmt --all --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings

test-native:
	cargo test

test-wasm:
	cargo test --target wasm32-unknown-unknown -p grundy --test 'wasm*'

test-e2e:
	npx playwright test --config e2e/playwright.config.mjs

## bench: engine benchmarks (criterion, a few minutes on 2 cores), wasm vs native timings under Node, then the
## page in headless Chromium (first render, playback frames, download size)
# (The release profile aborts on panic; benches unwind. Unwinding everywhere avoids building the library twice
# under one file name: cargo issue 6313.)
bench: build
	CARGO_PROFILE_RELEASE_PANIC=unwind cargo bench -p grundy --bench engine
	node bench/wasm.mjs
	node bench/page.mjs

clean:
	rm -rf pkg target node_modules
