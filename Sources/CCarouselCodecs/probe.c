// Format sniffing and header probing without decoding, plus the decode entry point.

#include <math.h>
#include <stdlib.h>
#include <string.h>

#if defined(__linux__)
#include <sys/mman.h>
#include <sys/stat.h>
#endif

#include "CCarouselCodecs.h"
#include "internal.h"

static uint32_t cc_be32(const uint8_t *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static uint16_t cc_be16(const uint8_t *p) { return (uint16_t)((p[0] << 8) | p[1]); }

int ccodecs_sniff_format(const uint8_t *data, size_t length) {
  if (data == NULL) return CCODECS_FORMAT_UNKNOWN;
  static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  if (length >= 3 && data[0] == 0xff && data[1] == 0xd8 && data[2] == 0xff) {
    return CCODECS_FORMAT_JPEG;
  }
  if (length >= 8 && memcmp(data, png_signature, 8) == 0) return CCODECS_FORMAT_PNG;
  if (length >= 6 && (memcmp(data, "GIF87a", 6) == 0 || memcmp(data, "GIF89a", 6) == 0)) {
    return CCODECS_FORMAT_GIF;
  }
  if (length >= 12 && memcmp(data, "RIFF", 4) == 0 && memcmp(data + 8, "WEBP", 4) == 0) {
    return CCODECS_FORMAT_WEBP;
  }
  if (length >= 12 && memcmp(data + 4, "ftyp", 4) == 0) {
    const uint8_t *brand = data + 8;
    if (memcmp(brand, "avif", 4) == 0 || memcmp(brand, "avis", 4) == 0) {
      return CCODECS_FORMAT_AVIF;
    }
    // A generic major brand ("mif1", "msf1") with AVIF among the compatible brands, which
    // follow the minor version, within the box and the bytes at hand.
    size_t box = cc_be32(data);
    size_t end = box < length ? box : length;
    for (size_t offset = 16; offset + 4 <= end; offset += 4) {
      if (memcmp(data + offset, "avif", 4) == 0 || memcmp(data + offset, "avis", 4) == 0) {
        return CCODECS_FORMAT_AVIF;
      }
    }
    if (memcmp(brand, "heic", 4) == 0 || memcmp(brand, "heix", 4) == 0 ||
        memcmp(brand, "hevc", 4) == 0 || memcmp(brand, "mif1", 4) == 0 ||
        memcmp(brand, "msf1", 4) == 0) {
      return CCODECS_FORMAT_HEIF;
    }
  }
  if (length >= 4 && (memcmp(data, "II*\0", 4) == 0 || memcmp(data, "MM\0*", 4) == 0)) {
    return CCODECS_FORMAT_TIFF;
  }
  // "BM", then the file size, two reserved zero words and a header size of a known DIB header.
  if (length >= 18 && data[0] == 'B' && data[1] == 'M' && data[6] == 0 && data[7] == 0 &&
      data[8] == 0 && data[9] == 0) {
    uint32_t dib = (uint32_t)data[14] | ((uint32_t)data[15] << 8) | ((uint32_t)data[16] << 16) |
                   ((uint32_t)data[17] << 24);
    if (dib == 12 || dib == 40 || dib == 52 || dib == 56 || dib == 108 || dib == 124) {
      return CCODECS_FORMAT_BMP;
    }
  }
  return CCODECS_FORMAT_UNKNOWN;
}

static int cc_probe_png(const uint8_t *data, size_t length, ccodecs_info *info) {
  // Signature, then the IHDR chunk: length 13, "IHDR", width, height, depth, colour type, ...
  if (length < 33 || cc_be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) {
    return CCODECS_ERROR_CORRUPT;
  }
  uint32_t width = cc_be32(data + 16);
  uint32_t height = cc_be32(data + 20);
  int color_type = data[25];
  if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu) {
    return CCODECS_ERROR_CORRUPT;
  }
  info->width = (int)width;
  info->height = (int)height;
  info->has_alpha = (color_type & 4) != 0;
  info->is_progressive = data[28] == 1;
  if (!info->has_alpha) {
    // A transparency chunk before the image data also means alpha.
    size_t offset = 33;
    while (offset + 8 <= length) {
      uint32_t chunk_length = cc_be32(data + offset);
      const uint8_t *type = data + offset + 4;
      if (memcmp(type, "tRNS", 4) == 0) {
        info->has_alpha = 1;
        break;
      }
      if (memcmp(type, "IDAT", 4) == 0 || chunk_length > length) break;
      offset += 12 + (size_t)chunk_length;
    }
  }
  return CCODECS_OK;
}

static int cc_probe_jpeg(const uint8_t *data, size_t length, ccodecs_info *info) {
  size_t offset = 2;
  while (offset + 4 <= length) {
    if (data[offset] != 0xff) return CCODECS_ERROR_CORRUPT;
    uint8_t marker = data[offset + 1];
    if (marker == 0xff) {  // fill byte
      offset += 1;
      continue;
    }
    if (marker == 0xd8 || marker == 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;  // markers without a length
      continue;
    }
    if (marker == 0xd9 || marker == 0xda) return CCODECS_ERROR_CORRUPT;  // no frame header
    uint16_t segment = cc_be16(data + offset + 2);
    if (segment < 2) return CCODECS_ERROR_CORRUPT;
    int is_frame = marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 &&
                   marker != 0xcc;
    if (is_frame) {
      if (offset + 9 > length || segment < 7) return CCODECS_ERROR_CORRUPT;
      int height = cc_be16(data + offset + 5);
      int width = cc_be16(data + offset + 7);
      if (width == 0 || height == 0) return CCODECS_ERROR_CORRUPT;
      info->width = width;
      info->height = height;
      info->has_alpha = 0;
      info->is_progressive = marker == 0xc2 || marker == 0xc6 || marker == 0xca ||
                             marker == 0xce;
      return CCODECS_OK;
    }
    offset += 2 + (size_t)segment;
  }
  return CCODECS_ERROR_CORRUPT;
}

static int cc_probe_gif(const uint8_t *data, size_t length, ccodecs_info *info) {
  // "GIF89a", then the logical screen: width and height, little-endian.
  if (length < 13) return CCODECS_ERROR_CORRUPT;
  int width = data[6] | (data[7] << 8);
  int height = data[8] | (data[9] << 8);
  if (width == 0 || height == 0) return CCODECS_ERROR_CORRUPT;
  info->width = width;
  info->height = height;
  info->has_alpha = 1;  // only the frames tell; a GIF may always be transparent
  return CCODECS_OK;
}

int ccodecs_probe(const uint8_t *data, size_t length, ccodecs_info *info) {
  if (data == NULL || info == NULL) return CCODECS_ERROR_INVALID_ARGUMENT;
  memset(info, 0, sizeof(*info));
  info->format = ccodecs_sniff_format(data, length);
  // Only what this build decodes is probed: a picture it cannot show is refused here, with
  // the reason, before anyone allocates for it.
  int status = cc_format_status(info->format);
  if (status != CCODECS_OK) return status;
  switch (info->format) {
    case CCODECS_FORMAT_JPEG:
      return cc_probe_jpeg(data, length, info);
    case CCODECS_FORMAT_PNG:
      return cc_probe_png(data, length, info);
    case CCODECS_FORMAT_GIF:
      return cc_probe_gif(data, length, info);
#if CC_HAS_WEBP
    case CCODECS_FORMAT_WEBP:
      return cc_webp_probe(data, length, info);
#endif
#if CC_HAS_AVIF
    case CCODECS_FORMAT_AVIF:
      return cc_avif_probe(data, length, info);
#endif
    default:
      return CCODECS_ERROR_UNSUPPORTED_FORMAT;
  }
}

/// Decodes from `source`, whose first bytes are `head` (used to recognise the format).
static int cc_decode(const cc_source *source, const uint8_t *head, size_t head_length,
                     const ccodecs_decode_options *options, uint8_t *pixels, int width,
                     int height, int stride) {
  if (pixels == NULL || width <= 0 || height <= 0 || (int64_t)stride < (int64_t)width * 4) {
    return CCODECS_ERROR_INVALID_ARGUMENT;
  }
  uint64_t max_pixels = CC_DEFAULT_MAX_PIXELS;
  int allow_scaling = 1;
  if (options != NULL) {
    if (options->max_pixels != 0) max_pixels = options->max_pixels;
    allow_scaling = !options->disable_dct_scaling;
  }
#if defined(__linux__)
  int format = ccodecs_sniff_format(head, head_length);
  int status = cc_format_status(format);
  if (status != CCODECS_OK) return status;
  switch (format) {
    case CCODECS_FORMAT_JPEG:
      return cc_jpeg_decode(source, max_pixels, allow_scaling, pixels, width, height, stride);
    case CCODECS_FORMAT_PNG:
      return cc_png_decode(source, max_pixels, pixels, width, height, stride);
#if CC_HAS_GIF
    case CCODECS_FORMAT_GIF:
      return cc_animation_decode_first(source->data, source->length, max_pixels, pixels, width,
                                       height, stride);
#endif
#if CC_HAS_WEBP
    case CCODECS_FORMAT_WEBP:
      return cc_webp_decode(source->data, source->length, max_pixels, pixels, width, height,
                            stride);
#endif
#if CC_HAS_AVIF
    case CCODECS_FORMAT_AVIF:
      return cc_avif_decode(source->data, source->length, max_pixels, pixels, width, height,
                            stride);
#endif
    default:
      return CCODECS_ERROR_UNSUPPORTED_FORMAT;
  }
#else
  (void)source;
  (void)max_pixels;
  (void)allow_scaling;
  return CCODECS_ERROR_UNSUPPORTED_FORMAT;
#endif
}

int ccodecs_decode_rgba(const uint8_t *data, size_t length,
                        const ccodecs_decode_options *options, uint8_t *pixels, int width,
                        int height, int stride) {
  if (data == NULL) return CCODECS_ERROR_INVALID_ARGUMENT;
  cc_source source = {data, length, NULL};
  return cc_decode(&source, data, length, options, pixels, width, height, stride);
}

/// Reads up to `capacity` bytes from the start of `file` into `buffer` and rewinds it.
static size_t cc_read_head(FILE *file, uint8_t *buffer, size_t capacity) {
  if (fseek(file, 0, SEEK_SET) != 0) return 0;
  size_t count = fread(buffer, 1, capacity, file);
  fseek(file, 0, SEEK_SET);
  return count;
}

#if defined(__linux__)
/// Maps the whole of `file` for reading; 0 when it is empty or cannot be mapped.
static int cc_map_file(FILE *file, void **mapped, size_t *length) {
  struct stat status_buffer;
  int descriptor = fileno(file);
  if (descriptor < 0 || fstat(descriptor, &status_buffer) != 0 || status_buffer.st_size <= 0) {
    return 0;
  }
  *length = (size_t)status_buffer.st_size;
  *mapped = mmap(NULL, *length, PROT_READ, MAP_PRIVATE, descriptor, 0);
  return *mapped != MAP_FAILED;
}

/// Decodes the whole of `file` mapped into memory.
static int cc_with_mapped_file(FILE *file, const ccodecs_decode_options *options,
                               uint8_t *pixels, int width, int height, int stride) {
  void *mapped = NULL;
  size_t length = 0;
  if (!cc_map_file(file, &mapped, &length)) return CCODECS_ERROR_CORRUPT;
  cc_source source = {mapped, length, NULL};
  int status = cc_decode(&source, mapped, length, options, pixels, width, height, stride);
  munmap(mapped, length);
  return status;
}
#endif

int ccodecs_probe_file(FILE *file, ccodecs_info *info) {
  if (file == NULL || info == NULL) return CCODECS_ERROR_INVALID_ARGUMENT;
  memset(info, 0, sizeof(*info));
  uint8_t head[64];
  size_t count = cc_read_head(file, head, sizeof(head));
  info->format = ccodecs_sniff_format(head, count);
#if defined(__linux__)
  if (info->format == CCODECS_FORMAT_JPEG) {
    // libjpeg reads the markers up to the frame header on the stream, skipping metadata by
    // its lengths: no limit on how much comes first, and constant memory.
    int status = cc_jpeg_probe_file(file, info);
    fseek(file, 0, SEEK_SET);
    return status;
  }
  int supported = cc_format_status(info->format);
  if (supported != CCODECS_OK) return supported;
  if (info->format == CCODECS_FORMAT_WEBP || info->format == CCODECS_FORMAT_AVIF) {
    // libavif parses the container wherever its boxes are: give it the whole file, mapped.
    void *mapped = NULL;
    size_t length = 0;
    if (!cc_map_file(file, &mapped, &length)) return CCODECS_ERROR_CORRUPT;
    int status = ccodecs_probe(mapped, length, info);
    munmap(mapped, length);
    return status;
  }
#endif
  // Other formats state their size in the first bytes; a PNG's transparency chunk comes
  // after its palette and text chunks, so read a little more for it (up to 1 MB).
  int status = CCODECS_ERROR_CORRUPT;
  for (size_t capacity = 64 * 1024; capacity <= 1024 * 1024; capacity *= 4) {
    uint8_t *buffer = malloc(capacity);
    if (buffer == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
    size_t read = cc_read_head(file, buffer, capacity);
    status = ccodecs_probe(buffer, read, info);
    free(buffer);
    if (status != CCODECS_ERROR_CORRUPT || read < capacity) break;
  }
  return status;
}

int ccodecs_decode_file_rgba(FILE *file, const ccodecs_decode_options *options,
                             uint8_t *pixels, int width, int height, int stride) {
  if (file == NULL) return CCODECS_ERROR_INVALID_ARGUMENT;
  uint8_t head[64];
  size_t count = cc_read_head(file, head, sizeof(head));
  int format = ccodecs_sniff_format(head, count);
  if (format == CCODECS_FORMAT_JPEG || format == CCODECS_FORMAT_PNG) {
    // Read as decoding proceeds.
    cc_source source = {NULL, 0, file};
    return cc_decode(&source, head, count, options, pixels, width, height, stride);
  }
#if defined(__linux__)
  if (format == CCODECS_FORMAT_GIF || format == CCODECS_FORMAT_WEBP ||
      format == CCODECS_FORMAT_AVIF) {
    // These libraries read from memory: map the file (its pages are the page cache's, read
    // in as the decoder touches them, never copied).
    return cc_with_mapped_file(file, options, pixels, width, height, stride);
  }
#endif
  cc_source source = {NULL, 0, file};
  return cc_decode(&source, head, count, options, pixels, width, height, stride);
}

void ccodecs_target_size(int width, int height, int target_width, int target_height, int fill,
                         int *out_width, int *out_height) {
  if (out_width == NULL || out_height == NULL) return;
  *out_width = width > 0 ? width : 0;
  *out_height = height > 0 ? height : 0;
  if (width <= 0 || height <= 0 || target_width <= 0 || target_height <= 0) return;
  double horizontal = (double)target_width / (double)width;
  double vertical = (double)target_height / (double)height;
  double factor = fill ? (horizontal > vertical ? horizontal : vertical)
                       : (horizontal < vertical ? horizontal : vertical);
  if (factor >= 1.0) return;
  // Rounded half away from zero, like Swift's rounded().
  long scaled_width = lround((double)width * factor);
  long scaled_height = lround((double)height * factor);
  if (scaled_width < 1) scaled_width = 1;
  if (scaled_height < 1) scaled_height = 1;
  if (scaled_width > width) scaled_width = width;
  if (scaled_height > height) scaled_height = height;
  *out_width = (int)scaled_width;
  *out_height = (int)scaled_height;
}

const char *ccodecs_status_message(int status) {
  switch (status) {
    case CCODECS_OK:
      return "ok";
    case CCODECS_ERROR_INVALID_ARGUMENT:
      return "invalid argument";
    case CCODECS_ERROR_UNKNOWN_FORMAT:
      return "not an image";
    case CCODECS_ERROR_UNSUPPORTED_FORMAT:
      return "unsupported image format";
    case CCODECS_ERROR_CORRUPT:
      return "corrupt or truncated image data";
    case CCODECS_ERROR_TOO_LARGE:
      return "image too large";
    case CCODECS_ERROR_OUT_OF_MEMORY:
      return "out of memory";
    case CCODECS_ERROR_ENCODE_FAILED:
      return "encoding failed";
    case CCODECS_ERROR_TOO_MANY_FRAMES:
      return "too many frames";
    case CCODECS_ERROR_FORMAT_NOT_BUILT:
      return "image format not enabled in this build";
    case CCODECS_ERROR_NO_SUCH_FILE:
      return "no such file";
    case CCODECS_ERROR_IS_DIRECTORY:
      return "is a directory";
    case CCODECS_ERROR_NOT_REGULAR_FILE:
      return "not a regular file";
    case CCODECS_ERROR_PERMISSION_DENIED:
      return "permission denied";
    case CCODECS_ERROR_CANNOT_READ:
      return "cannot read the file";
    default:
      return "unknown status";
  }
}
