// What the codec files need from the system, checked before they include it: where a codec
// library's development files are missing (the official Swift images for Linux have none of
// them), the build stops on one line that says what to install, instead of on a missing
// header deep in a codec file. Include it right before the library's own headers.

#ifndef CCAROUSELCODECS_SYSTEM_LIBRARIES_H
#define CCAROUSELCODECS_SYSTEM_LIBRARIES_H

#if defined(__linux__)

#if !__has_include(<jpeglib.h>) || !__has_include(<png.h>)
#error "JPEG and PNG decoding on Linux needs libjpeg-turbo's and libpng's development files: install them (Debian, Ubuntu: apt-get install libjpeg-dev libpng-dev; Fedora: dnf install libjpeg-turbo-devel libpng-devel), then build again"
#endif

#if defined(CCODECS_WITH_WEBP) && (!__has_include(<webp/decode.h>) || !__has_include(<webp/demux.h>))
#error "The WebP trait needs libwebp's development files: install them (apt-get install libwebp-dev; dnf install libwebp-devel), or build without the trait"
#endif

#if defined(CCODECS_WITH_AVIF) && !__has_include(<avif/avif.h>)
#error "The AVIF trait needs libavif's development files: install them (apt-get install libavif-dev; dnf install libavif-devel), or build without the trait"
#endif

#if defined(CCODECS_WITH_GIF) && !__has_include(<gif_lib.h>)
#error "The GIF trait needs giflib's development files: install them (apt-get install libgif-dev; dnf install giflib-devel), or build without the trait"
#endif

#endif  // __linux__

#endif  // CCAROUSELCODECS_SYSTEM_LIBRARIES_H
