#!/bin/sh
# The web element against Slick (Debian's libjs-slick, with jQuery) in one headless Chromium,
# side by side in one run: python3 Web/Bench/bench.py [--turns N] [--idle SECONDS] [--seam N].
# Installs what it needs when missing (Chromium, Slick and jQuery, wasi-libc, binaryen,
# esbuild), then builds the element.
set -eu
cd "$(dirname "$0")/.."

missing=""
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
[ -f /usr/share/javascript/slick/slick.min.js ] || missing="$missing libjs-slick"
[ -f /usr/share/javascript/jquery/jquery.min.js ] || missing="$missing libjs-jquery"
[ -f /usr/lib/wasm32-wasi/libc.a ] || missing="$missing wasi-libc"
command -v wasm-opt >/dev/null 2>&1 || missing="$missing binaryen"
command -v esbuild >/dev/null 2>&1 || missing="$missing esbuild"
if [ -n "$missing" ]; then
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update
    # shellcheck disable=SC2086
    $SUDO apt-get install -y $missing
  else
    echo "bench-web.sh: please install:$missing" >&2
  fi
fi

scripts/build-web.sh
python3 Web/Bench/bench.py "$@"
