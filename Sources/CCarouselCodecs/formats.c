// Which formats this build decodes, and what enables the ones it leaves out. JPEG and PNG come
// with every Linux machine of the kind the package targets; WebP, AVIF and GIF need their
// libraries' development files, so each is a package trait (see Package.swift).

#include "internal.h"

int ccodecs_decodes_format(int format) {
#if defined(__linux__)
  switch (format) {
    case CCODECS_FORMAT_JPEG:
    case CCODECS_FORMAT_PNG:
      return 1;
    case CCODECS_FORMAT_WEBP:
      return CC_HAS_WEBP;
    case CCODECS_FORMAT_AVIF:
      return CC_HAS_AVIF;
    case CCODECS_FORMAT_GIF:
      return CC_HAS_GIF;
    default:
      return 0;
  }
#else
  (void)format;
  return 0;
#endif
}

const char *ccodecs_format_requirement(int format) {
  if (ccodecs_decodes_format(format)) return NULL;
  switch (format) {
    case CCODECS_FORMAT_WEBP:
      return "WebP pictures need the WebP trait: install libwebp-dev, then build with "
             "--traits WebP (or --enable-all-traits)";
    case CCODECS_FORMAT_AVIF:
      return "AVIF pictures need the AVIF trait: install libavif-dev, then build with "
             "--traits AVIF (or --enable-all-traits)";
    case CCODECS_FORMAT_GIF:
      return "GIF pictures need the GIF trait: install libgif-dev, then build with "
             "--traits GIF (or --enable-all-traits)";
    default:
      return NULL;
  }
}

int cc_format_status(int format) {
  if (format == CCODECS_FORMAT_UNKNOWN) return CCODECS_ERROR_UNKNOWN_FORMAT;
  if (ccodecs_decodes_format(format)) return CCODECS_OK;
  return ccodecs_format_requirement(format) != NULL ? CCODECS_ERROR_FORMAT_NOT_BUILT
                                                    : CCODECS_ERROR_UNSUPPORTED_FORMAT;
}
