#!/usr/bin/env bash
# Builds the <infinite-carousel> web element: CarouselCore compiled as Embedded Swift for
# WebAssembly, with the C-ABI layer in Web/Sources/CarouselWeb, linked by the toolchain's
# wasm-ld against the allocator of Web/Sources/CRuntime and wasi-libc's libm. Then it lays out a site to
# serve: the playground page, the ES module, the wasm and the demo slides.
#
#   scripts/build-web.sh            # -> .build/web/site
#   python3 -m http.server -d .build/web/site 8000   # then open http://localhost:8000/
#   scripts/build-web.sh --dist     # also writes the prebuilt element to Web/dist
#   scripts/build-web.sh --check-dist   # fails unless Web/dist is what this build makes
#
# Web/dist holds the element as page authors take it (infinite-carousel.js and .wasm) and
# TOOLS, the tools that built it. The build is reproducible: the same sources and tools make
# the same bytes, wherever the checkout is; CI checks Web/dist against it.
#
# Needs: a Swift 6 toolchain with the Embedded stdlib for wasm32-unknown-none-wasm (swift.org
# toolchains have it) and Debian's wasi-libc (apt-get install wasi-libc). SWIFTC and WASM_LD
# override the tools; WASI_SYSROOT the directory holding libc.a.
set -euo pipefail
cd "$(dirname "$0")/.."

dist_mode=""
case "${1:-}" in
  --dist | --check-dist) dist_mode=$1 ;;
  "") ;;
  *)
    echo "usage: scripts/build-web.sh [--dist | --check-dist]" >&2
    exit 2
    ;;
esac

swiftc=${SWIFTC:-swiftc}
toolchain_bin=$(dirname "$(command -v "$swiftc")")
wasm_ld=${WASM_LD:-$toolchain_bin/wasm-ld}
[ -x "$wasm_ld" ] || wasm_ld=$(command -v wasm-ld || true)
if [ -z "$wasm_ld" ] || [ ! -x "$wasm_ld" ]; then
  echo "build-web: no wasm-ld next to $swiftc (set WASM_LD)" >&2
  exit 1
fi
sysroot=${WASI_SYSROOT:-}
if [ -z "$sysroot" ]; then
  for candidate in /usr/lib/wasm32-wasi /usr/lib/wasm32-wasip1 /usr/share/wasi-sysroot/lib/wasm32-wasi; do
    if [ -f "$candidate/libc.a" ]; then sysroot=$candidate; break; fi
  done
fi
if [ -z "$sysroot" ] || [ ! -f "$sysroot/libc.a" ]; then
  echo "build-web: wasi-libc's libc.a not found (apt-get install wasi-libc, or set WASI_SYSROOT)" >&2
  exit 1
fi

out=.build/web
objects=$out/objects
site=$out/site
mkdir -p "$objects" "$site"

# -Osize and whole-module: Embedded Swift specialises everything it uses into the client, and
# the linker drops the rest. Extern allows the few C and wasm declarations (libm, putchar).
# Embedded Swift checks exclusivity at compile time only (its swift_beginAccess and
# swift_endAccess do nothing), so unchecked changes no behaviour; it lets the optimiser drop
# the access markers early, which makes smaller code. (LLVM's inliner held back with
# -Xllvm -inline-threshold=-50 takes 6 KB more off, 1 KB gzipped, but the engine's turn then
# runs 15 % slower in V8: left out.)
flags=(
  -target wasm32-unknown-none-wasm
  -enable-experimental-feature Embedded
  -enable-experimental-feature Extern
  -wmo -Osize -parse-as-library -swift-version 6
  -enforce-exclusivity=unchecked
  -package-name InfiniteCarousel
  -Xfrontend -disable-stack-protector
)

echo "build-web: CarouselCore"
"$swiftc" "${flags[@]}" -module-name CarouselCore \
  -emit-module -emit-module-path "$objects/CarouselCore.swiftmodule" \
  -c -o "$objects/CarouselCore.o" $(find Sources/CarouselCore -name '*.swift' | sort)

echo "build-web: CarouselWeb"
"$swiftc" "${flags[@]}" -module-name CarouselWeb -I "$objects" \
  -c -o "$objects/CarouselWeb.o" \
  $(find Web/Sources/CarouselWeb -name '*.swift' | sort)

echo "build-web: runtime"
"$toolchain_bin/clang" --target=wasm32-unknown-unknown -Os -ffreestanding -nostdlib \
  -Wall -Wextra -Werror -c -o "$objects/runtime.o" Web/Sources/CRuntime/runtime.c

# The data starts at 1024 (wasm-ld's default, spelled out) with the stack after it and the
# heap after the stack, so nothing lives in the first KiB: wasm-opt's --low-memory-unused
# below relies on it.
echo "build-web: link"
"$wasm_ld" --no-entry --gc-sections --strip-all --global-base=1024 \
  --initial-memory=1048576 -z stack-size=65536 \
  -o "$out/infinite-carousel.wasm" \
  "$objects/CarouselWeb.o" "$objects/CarouselCore.o" "$objects/runtime.o" \
  "$sysroot/libc.a"

# Binaryen's optimiser (Debian's binaryen), where installed, takes off another tenth. A second
# round of -Oz finds more after the first; --low-memory-unused folds constant offsets into
# loads and stores, which is sound because no address below 1024 is used (see the link).
if command -v wasm-opt >/dev/null 2>&1; then
  echo "build-web: wasm-opt -Oz"
  wasm-opt --low-memory-unused -Oz -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types \
    "$out/infinite-carousel.wasm" -o "$out/infinite-carousel.wasm"
else
  echo "build-web: no wasm-opt (apt-get install binaryen): the module stays as linked"
fi

cp "$out/infinite-carousel.wasm" "$site/"
# Debian's esbuild, where installed, bundles the element's modules (Web/infinite-carousel.js,
# the parts in Web/Element and the generated Web/carousel-wire.js) into one minified module
# for the site; the sources stay readable.
if command -v esbuild >/dev/null 2>&1; then
  esbuild Web/infinite-carousel.js --bundle --minify --format=esm --target=es2022 \
    --log-level=warning --outfile="$site/infinite-carousel.js"
else
  echo "build-web: no esbuild (apt-get install esbuild): the modules are served as written"
  cp Web/infinite-carousel.js Web/carousel-wire.js "$site/"
  cp -R Web/Element "$site/"
fi
cp -R docs/web/. "$site/"
wasm_bytes=$(wc -c <"$site/infinite-carousel.wasm")
wasm_gzip=$(gzip -9 -c "$site/infinite-carousel.wasm" | wc -c)
js_bytes=$(wc -c <"$site/infinite-carousel.js")
js_gzip=$(gzip -9 -c "$site/infinite-carousel.js" | wc -c)
echo "build-web: infinite-carousel.wasm $wasm_bytes bytes ($wasm_gzip gzipped)," \
  "infinite-carousel.js $js_bytes bytes ($js_gzip gzipped); site in $site"

# The prebuilt element: the two files a page needs, and the tools that made them (other
# versions of these make other bytes).
if [ -n "$dist_mode" ]; then
  tools=$out/TOOLS
  {
    echo "# The tools scripts/build-web.sh built Web/dist with."
    echo "swiftc: $("$swiftc" --version 2>&1 | head -1)"
    echo "wasi-libc: $(dpkg-query -W -f '${Version}' wasi-libc 2>/dev/null || echo "$sysroot")"
    echo "wasm-opt: $(wasm-opt --version 2>/dev/null || echo none)"
    echo "esbuild: $(esbuild --version 2>/dev/null || echo none)"
  } >"$tools"
  if [ "$dist_mode" = --dist ]; then
    mkdir -p Web/dist
    cp "$site/infinite-carousel.js" "$site/infinite-carousel.wasm" "$tools" Web/dist/
    echo "build-web: wrote Web/dist"
  else
    if ! cmp -s "$tools" Web/dist/TOOLS; then
      echo "build-web: Web/dist was built with other tools:" >&2
      diff Web/dist/TOOLS "$tools" >&2 || true
    fi
    for file in infinite-carousel.js infinite-carousel.wasm; do
      if ! cmp -s "$site/$file" "Web/dist/$file"; then
        echo "build-web: Web/dist/$file is not what this build makes (scripts/build-web.sh --dist)" >&2
        exit 1
      fi
    done
    echo "build-web: Web/dist matches the build"
  fi
fi
