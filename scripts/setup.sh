#!/usr/bin/env bash
# Installs what the build and the tests need, each only when missing:
#   setup.sh build   the wasm target, wasm-bindgen-cli at the version Cargo.lock pins, and the root's npm packages
#                    (package-lock.json: the bundler, esbuild)
#   setup.sh test    the above, plus the guides' npm packages, Debian's Chromium, and WebKitGTK's and Firefox's
#                    drivers with Xvfb for the engine smoke suite (tests/engines), and the Python environment
#   setup.sh python  .venv, a Python virtual environment with maturin, pytest and Dask (python/requirements-dev.txt)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

say() { echo "setup: $*" >&2; }

wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

# The standard library's source, which the main thread's builds rebuild for size (Makefile, FOR_SIZE). The toolchain
# file lists it; an older rustup that installed the toolchain without it needs asking.
rust_src() {
  if ! rustup component list --installed | grep -qx rust-src; then
    say "adding the rust-src component"
    rustup component add rust-src
  fi
}

# The CLI must match the wasm-bindgen crate exactly, or the generated glue does not fit the module.
wasm_bindgen_cli() {
  [ -f Cargo.lock ] || cargo generate-lockfile
  local want have
  want=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p' | head -1)
  [ -n "$want" ] || { say "Cargo.lock does not pin wasm-bindgen"; exit 1; }
  if ! command -v wasm-bindgen >/dev/null 2>&1; then
    say "installing wasm-bindgen-cli $want (a few minutes, once)"
    # No --locked: on this registry it fails for 0.2.130 (a locked dependency version is missing). Optimised less and
    # without LTO: 22 % less CPU to build (243 against 312 s), and it still binds our module in a fifth of a second.
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
      cargo install wasm-bindgen-cli --version "$want"
  fi
  have=$(wasm-bindgen --version | awk '{print $2}')
  if [ "$have" != "$want" ]; then
    say "wasm-bindgen-cli is $have but Cargo.lock pins wasm-bindgen $want; they must match."
    say "fix: cargo install wasm-bindgen-cli --version $want --force"
    exit 1
  fi
}

npm_packages() {
  # The bundler and the test tools (the root's package-lock.json), then, for the tests, each guide's site generator
  # (examples/embed/*: VitePress, Hexo, Docusaurus), which the browser tests build with the packed element.
  local dir
  for dir in "$@"; do
    if [ ! -d "$dir/node_modules" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
      say "installing npm packages from ${dir%/}/package-lock.json"
      (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
    fi
  done
}

# Debian's browsers, in one apt run: Chromium for Playwright, with a CJK font, so the page's 简体中文 renders in tests
# and screenshots as it does for users, not as boxes; and the engines it leaves out (make test-engines): WebKitGTK's
# MiniBrowser with WebKitWebDriver, run in Xvfb (it has no headless mode), and Firefox ESR, driven over its own
# WebDriver BiDi endpoint.
browsers() {
  local want=()
  [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] && [ -d /usr/share/fonts/truetype/wqy ] ||
    want+=(chromium chromium-driver fonts-wqy-microhei)
  [ -x /usr/bin/WebKitWebDriver ] && [ -x /usr/bin/firefox ] && [ -x /usr/bin/Xvfb ] ||
    want+=(webkit2gtk-driver firefox-esr xvfb)
  [ ${#want[@]} -gt 0 ] || return 0
  say "installing Debian's ${want[*]}"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${want[@]}"
}

# The Python package's build and test tools in .venv (Debian's python3 needs python3-venv for a virtual environment).
python_env() {
  if [ ! -x .venv/bin/python ]; then
    if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
      say "installing Debian's python3-venv"
      local sudo=""
      [ "$(id -u)" = 0 ] || sudo=sudo
      $sudo apt-get update
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y python3-venv
    fi
    say "making the Python environment .venv"
    python3 -m venv .venv
  fi
  if [ ! -f .venv/.requirements ] || [ python/requirements-dev.txt -nt .venv/.requirements ]; then
    say "installing python/requirements-dev.txt in .venv"
    .venv/bin/pip install --quiet -r python/requirements-dev.txt
    cp python/requirements-dev.txt .venv/.requirements
  fi
}

case "${1:-}" in
  build) wasm_target; rust_src; wasm_bindgen_cli; npm_packages . ;;
  test) wasm_target; rust_src; wasm_bindgen_cli; npm_packages . examples/embed/*/; browsers; python_env ;;
  python) python_env ;;
  *) echo "usage: $0 build|test|python" >&2; exit 2 ;;
esac
