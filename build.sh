#!/usr/bin/env bash
# Tablero's one entry point. Everything a fresh machine needs is installed here; re-runs skip what is done.
#   ./build.sh serve   set up, build the site and PDFs into dist/, serve on http://127.0.0.1:8000
#   ./build.sh test    set up (plus test tools and Debian Chromium), build, run every test
#   ./build.sh build   set up and build only
#   ./build.sh bench   set up, build, run the benchmark scripts (figures for docs/BENCHMARKS.md)
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$(pwd)
VENV="$ROOT/.venv"
CACHE="$ROOT/.cache"
PY="$VENV/bin/python"
PYODIDE_WHEELS="$CACHE/pyodide-wheels"
PYODIDE_TEST_PINS=(pytest==9.0.2 pluggy==1.6.0 iniconfig==2.3.0 packaging==25.0 pygments==2.19.2)

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }
hash_of() { cat "$@" | sha256sum | cut -c1-16; }

need_python() {
  local py
  py=$(command -v python3 || true)
  [ -n "$py" ] || die "python3 (3.11 or newer) is needed"
  "$py" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' \
    || die "python3 is $("$py" --version 2>&1); Tablero needs 3.11 or newer"
  echo "$py"
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    die "need root (or sudo) to run: $*"; fi
}

apt_install() {  # apt_install PACKAGE... : install the Debian packages that are missing
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  command -v apt-get >/dev/null || die "please install: ${missing[*]} (no apt-get on this machine)"
  say "installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

setup_python() {  # setup_python REQUIREMENT_FILES... : venv with exactly these pins
  local stamp="$VENV/.tablero-stamp" want py
  py=$(need_python)
  want="$(hash_of "$@")-$("$py" --version 2>&1)"
  if [ -x "$PY" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  say "setting up the Python environment (.venv)"
  [ -x "$PY" ] || "$py" -m venv "$VENV"
  "$PY" -m pip install -q --disable-pip-version-check $(printf -- '-r %s ' "$@")
  echo "$want" > "$stamp"
}

setup_node() {
  command -v npm >/dev/null || die "Node.js and npm are needed (for Pyodide, from the npm registry)"
  local stamp="$ROOT/node_modules/.tablero-stamp" want
  want=$(hash_of package.json package-lock.json)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  say "installing Pyodide from the npm registry (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
}

setup_pyodide_test_wheels() {  # pure-Python wheels that let pytest run inside Pyodide
  local stamp="$PYODIDE_WHEELS/.stamp" want="${PYODIDE_TEST_PINS[*]}"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  say "downloading pytest wheels for the in-Pyodide test run"
  rm -rf "$PYODIDE_WHEELS"; mkdir -p "$PYODIDE_WHEELS"
  "$PY" -m pip download -q --disable-pip-version-check --no-deps --only-binary=:all: --python-version 3.14 \
    --implementation py --abi none --platform any -d "$PYODIDE_WHEELS" "${PYODIDE_TEST_PINS[@]}"
  echo "$want" > "$stamp"
}

setup_chromium() {
  if [ -x /usr/bin/chromium ]; then return 0; fi
  apt_install chromium
}

build_site() {
  say "building the site into dist/"
  "$PY" -m generator build
}

cmd=${1:-}
shift || true
case "$cmd" in
  serve)
    setup_python requirements/build.txt
    setup_node
    say "building and serving"
    exec "$PY" -m generator serve "$@"
    ;;
  build)
    setup_python requirements/build.txt
    setup_node
    build_site
    ;;
  test)
    apt_install poppler-utils libharfbuzz-subset0
    setup_chromium
    setup_python requirements/build.txt requirements/test.txt
    setup_node
    setup_pyodide_test_wheels
    build_site
    # The engine's tests inside Pyodide (Node) run beside pytest, their output kept aside and shown whole after
    # it; pytest runs on TABLERO_TEST_WORKERS workers, a test file to a worker. Unset, that is 3 for the whole suite
    # (the browser tests mostly wait, for Chromium and the computers' pace) and one process when test paths are
    # given (an argument naming an existing file or folder, `path::test` too): a few files gain less from three
    # workers than their start-up costs.
    pyodide_log=$(mktemp)
    node tests/pyodide/run-engine-tests.mjs "$PYODIDE_WHEELS" >"$pyodide_log" 2>&1 &
    pyodide_pid=$!
    trap 'kill "$pyodide_pid" 2>/dev/null || true; rm -f "$pyodide_log"' EXIT
    say "running the tests (CPython: engine, generator, browser; the Pyodide run beside them)"
    status=0
    workers=${TABLERO_TEST_WORKERS:-}
    if [ -z "$workers" ]; then
      workers=3
      for arg in "$@"; do
        case "$arg" in -*) ;; *) [ -e "${arg%%::*}" ] && workers=0 ;; esac
      done
    fi
    "$PY" -m pytest -n "$workers" --dist loadfile "$@" || status=$?
    say "the engine's tests again inside Pyodide (Node), run beside pytest"
    pyodide_status=0
    wait "$pyodide_pid" || pyodide_status=$?
    cat "$pyodide_log"
    if [ "$pyodide_status" != 0 ]; then
      echo "build.sh: the Pyodide run failed (status $pyodide_status)" >&2
      status=$pyodide_status
    fi
    exit $status
    ;;
  bench)
    setup_chromium
    setup_python requirements/build.txt requirements/test.txt
    setup_node
    build_site
    "$PY" bench/run.py "$@"
    ;;
  *)
    echo "usage: ./build.sh serve|test|build|bench" >&2
    exit 2
    ;;
esac
