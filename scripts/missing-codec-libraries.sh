#!/usr/bin/env bash
# A machine without the codec libraries' development files (the official Swift images for
# Linux have none) must stop the build on a line that says what to install. This compiles
# each codec file against the system's headers with those libraries' headers taken away,
# and fails unless the compiler's first error is the package's message naming the package
# to install; then against the full headers, where there must be no such error.
#
#   scripts/missing-codec-libraries.sh      # Linux, after the codecs' -dev packages
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(uname -s)" = Linux ] || { echo "Linux only: Apple platforms decode through ImageIO"; exit 0; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/include"
for entry in /usr/include/*; do
  case $(basename "$entry") in
    jpeglib.h | jconfig.h | jmorecfg.h | jerror.h | png.h | pngconf.h | pnglibconf.h | webp | avif | gif_lib.h) ;;
    *) ln -s "$entry" "$work/include/$(basename "$entry")" ;;
  esac
done
# The multiarch folder holds jconfig.h; keep the rest of it.
arch=$(gcc -dumpmachine 2>/dev/null || echo x86_64-linux-gnu)
rm -f "$work/include/$arch"
mkdir "$work/include/$arch"
for entry in "/usr/include/$arch"/*; do
  case $(basename "$entry") in jconfig.h) ;; *) ln -s "$entry" "$work/include/$arch/" ;; esac
done

compile() {  # $1: include root, $2: source, rest: flags; prints the first error line
  clang -fsyntax-only -nostdinc -isystem "$(clang -print-resource-dir)/include" \
    -isystem "$1/$arch" -isystem "$1" -I Sources/CCarouselCodecs/include "${@:3}" \
    "Sources/CCarouselCodecs/$2" 2>&1 | grep -m1 'error:' || true
}

failures=0
expect() {  # $1: source, $2: flag or "", $3: the package to name
  local first
  first=$(compile "$work/include" "$1" ${2:+"$2"})
  if [[ $first == *"install"*"$3"* ]]; then
    echo "ok: $1 ${2:-} -> names $3"
  else
    echo "FAIL: $1 ${2:-}: expected the message naming $3, got: ${first:-no error}"
    failures=$((failures + 1))
  fi
}
expect jpeg_decode.c "" libjpeg-dev
expect jpeg_encode.c "" libjpeg-dev
expect png_decode.c "" libpng-dev
expect png_encode.c "" libpng-dev
# With JPEG and PNG present, a trait whose library is missing names that library.
for lib in jpeglib.h jconfig.h jmorecfg.h jerror.h png.h pngconf.h pnglibconf.h; do
  [ -e "/usr/include/$lib" ] && ln -s "/usr/include/$lib" "$work/include/$lib"
  [ -e "/usr/include/$arch/$lib" ] && ln -s "/usr/include/$arch/$lib" "$work/include/$arch/$lib"
done
expect webp_decode.c -DCCODECS_WITH_WEBP libwebp-dev
expect avif_decode.c -DCCODECS_WITH_AVIF libavif-dev
expect gif_decode.c -DCCODECS_WITH_GIF libgif-dev

# With every header there, no message.
for source in jpeg_decode.c png_decode.c; do
  first=$(compile /usr/include "$source")
  if [[ $first == *"install"* ]]; then
    echo "FAIL: $source with the headers present: $first"
    failures=$((failures + 1))
  fi
done
[ "$failures" -eq 0 ] && echo "missing codec libraries: every case names what to install"
exit "$failures"
