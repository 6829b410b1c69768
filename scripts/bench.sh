#!/bin/sh
# Runs the benchmarks: carousel-bench [section] [options], e.g. `scripts/bench.sh images`.
# Installs what the benchmarks compare against (vipsthumbnail, chafa), measure with (GNU
# time, for peak memory; tmux, for the live carousel) and link with (libcurl's development
# files, for the statically linked builds), when missing.
set -eu
cd "$(dirname "$0")/.."

missing=""
command -v vipsthumbnail >/dev/null 2>&1 || missing="$missing libvips-tools"
command -v chafa >/dev/null 2>&1 || missing="$missing chafa"
[ -x /usr/bin/time ] || missing="$missing time"
command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
if [ "$(uname -s)" = "Linux" ] && ! dpkg -s libcurl4-openssl-dev >/dev/null 2>&1; then
  missing="$missing libcurl4-openssl-dev"
fi
if [ -n "$missing" ]; then
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update
    # shellcheck disable=SC2086
    $SUDO apt-get install -y $missing
  else
    echo "bench.sh: please install:$missing" >&2
  fi
fi

# The codecs-only thumbnailer, with the Swift runtime linked in statically like a C tool.
if [ "$(uname -s)" = "Linux" ]; then
  swift build -c release --static-swift-stdlib --product carousel-thumbnail --build-path .build/static
  # The carousel as it would ship: one binary with the Swift runtime inside.
  swift build -c release --static-swift-stdlib --product carousel --build-path .build/static
fi
# The carousel next to the bench (shared Swift runtime), measured by the render section.
swift build -c release --product carousel
swift run -c release carousel-bench "$@"
