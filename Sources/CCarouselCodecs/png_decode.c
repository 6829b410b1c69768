// PNG decoding: the chunks are read here, the image data is inflated with ISA-L's igzip
// (about three times zlib's speed, streaming, checksums checked), rows are unfiltered here and
// every layout is expanded to 8-bit RGB or RGBA on its way into the streaming resampler. No
// library in this path reports errors by longjmp: every failure is a status code.
//
// What is decoded as libpng did with its expand, tRNS-to-alpha, scale-16 and gray-to-RGB
// transforms: palette and gray of every depth, colour keys from tRNS, 16-bit channels scaled
// (rounded) to 8 bits, Adam7 interlacing (the whole image is held for it, as any decoder
// must). Ancillary chunks other than tRNS are skipped unread; critical chunks are checked by
// their CRC, an unknown critical chunk is an error. An APNG shows its default image.

#if defined(__linux__)

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>

#include "CCarouselCodecs.h"
#include "internal.h"

enum { CC_PNG_INPUT_CAPACITY = 64 * 1024 };

typedef struct cc_png_job {
  const cc_source *source;
  size_t offset;  // next byte of an in-memory source
  // IHDR
  uint32_t width;
  uint32_t height;
  int bit_depth;
  int color_type;
  int interlace;
  int bits_per_pixel;  // as stored
  int filter_bpp;      // bytes per complete pixel for the filters (at least 1)
  // PLTE and tRNS
  uint8_t palette[256 * 4];
  int palette_count;
  int has_key;
  uint16_t key[3];  // gray or RGB colour key, at the stored depth
  int channels;     // 3 or 4 out
  // IDAT
  uint32_t idat_left;  // bytes of the current IDAT chunk not yet given to inflate
  uint32_t idat_crc;
  uint32_t next_length;  // the chunk after the image data
  uint8_t next_type[4];
  struct inflate_state *inflater;
  uint8_t *input;      // file sources: what inflate reads from
  // Rows
  uint8_t *rows;       // three filtered rows, each 1 + row bytes (+ padding)
  uint8_t *expanded;   // one row of RGB(A)8
  uint8_t *image;      // interlaced: the whole expanded image
  int pass;            // interlaced: the Adam7 pass being decoded
  cc_resampler resampler;
} cc_png_job;

static uint32_t cc_png_be32(const uint8_t *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

/// Reads exactly `count` bytes; 0 at the end of the input.
static int cc_png_read(cc_png_job *job, uint8_t *out, size_t count) {
  const cc_source *source = job->source;
  if (source->file != NULL) return fread(out, 1, count, source->file) == count;
  if (count > source->length - job->offset) return 0;
  memcpy(out, source->data + job->offset, count);
  job->offset += count;
  return 1;
}

/// Skips `count` bytes (an ancillary chunk's data and CRC).
static int cc_png_skip(cc_png_job *job, size_t count) {
  const cc_source *source = job->source;
  if (source->file != NULL) {
    uint8_t scratch[4096];
    while (count > 0) {
      size_t piece = count < sizeof(scratch) ? count : sizeof(scratch);
      if (fread(scratch, 1, piece, source->file) != piece) return 0;
      count -= piece;
    }
    return 1;
  }
  if (count > source->length - job->offset) return 0;
  job->offset += count;
  return 1;
}

/// Reads a chunk's length and type. Returns 0 at the end of the input or on a malformed header.
static int cc_png_chunk_header(cc_png_job *job, uint32_t *length, uint8_t type[4]) {
  uint8_t header[8];
  if (!cc_png_read(job, header, 8)) return 0;
  *length = cc_png_be32(header);
  memcpy(type, header + 4, 4);
  if (*length > 0x7fffffffu) return 0;
  for (int i = 0; i < 4; i++) {
    uint8_t c = type[i];
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return 0;
  }
  return 1;
}

/// Reads a small chunk's data (at most 1024 bytes) and checks its CRC. Returns 1 when it is
/// intact, 0 when the CRC does not match, -1 at the end of the input.
static int cc_png_small_chunk(cc_png_job *job, const uint8_t type[4], uint32_t length,
                              uint8_t *data) {
  uint8_t crc_bytes[4];
  if (!cc_png_read(job, data, length) || !cc_png_read(job, crc_bytes, 4)) return -1;
  uint32_t crc = crc32_gzip_refl(0, type, 4);
  crc = crc32_gzip_refl(crc, data, length);
  return crc == cc_png_be32(crc_bytes);
}

static int cc_png_parse_header(cc_png_job *job, const uint8_t *ihdr) {
  job->width = cc_png_be32(ihdr);
  job->height = cc_png_be32(ihdr + 4);
  job->bit_depth = ihdr[8];
  job->color_type = ihdr[9];
  job->interlace = ihdr[12];
  if (job->width == 0 || job->height == 0 || job->width > 0x7fffffffu ||
      job->height > 0x7fffffffu || ihdr[10] != 0 || ihdr[11] != 0 || job->interlace > 1) {
    return CCODECS_ERROR_CORRUPT;
  }
  int depth = job->bit_depth;
  int samples;
  switch (job->color_type) {
    case 0:
      samples = 1;
      if (depth != 1 && depth != 2 && depth != 4 && depth != 8 && depth != 16) {
        return CCODECS_ERROR_CORRUPT;
      }
      break;
    case 3:
      samples = 1;
      if (depth != 1 && depth != 2 && depth != 4 && depth != 8) return CCODECS_ERROR_CORRUPT;
      break;
    case 2:
      samples = 3;
      break;
    case 4:
      samples = 2;
      break;
    case 6:
      samples = 4;
      break;
    default:
      return CCODECS_ERROR_CORRUPT;
  }
  if ((job->color_type == 2 || job->color_type == 4 || job->color_type == 6) && depth != 8 &&
      depth != 16) {
    return CCODECS_ERROR_CORRUPT;
  }
  job->bits_per_pixel = samples * depth;
  job->filter_bpp = job->bits_per_pixel < 8 ? 1 : job->bits_per_pixel / 8;
  return CCODECS_OK;
}

/// Bytes of one filtered row of `width` pixels, without the filter type byte.
static size_t cc_png_row_bytes(const cc_png_job *job, uint32_t width) {
  return ((size_t)width * (size_t)job->bits_per_pixel + 7) / 8;
}

// MARK: - Inflating the image data

/// Gives inflate the next piece of image data: the rest of the current IDAT chunk, or the
/// next IDAT chunk after checking the current one's CRC. Returns 1 with input ready, 0 when the
/// next chunk is not an IDAT (its length and type are left in `job->next_*`), or a negative
/// value for damaged or truncated data.
static int cc_png_next_input(cc_png_job *job) {
  struct inflate_state *z = job->inflater;
  while (job->idat_left == 0) {
    uint8_t crc_bytes[4];
    if (!cc_png_read(job, crc_bytes, 4)) return -1;
    if (job->idat_crc != cc_png_be32(crc_bytes)) return -1;
    if (!cc_png_chunk_header(job, &job->next_length, job->next_type)) return -1;
    if (memcmp(job->next_type, "IDAT", 4) != 0) return 0;
    job->idat_left = job->next_length;
    job->idat_crc = crc32_gzip_refl(0, job->next_type, 4);
  }
  uint32_t piece = job->idat_left;
  if (job->source->file != NULL) {
    if (piece > CC_PNG_INPUT_CAPACITY) piece = CC_PNG_INPUT_CAPACITY;
    if (fread(job->input, 1, piece, job->source->file) != piece) return -1;
    z->next_in = job->input;
  } else {
    if (piece > job->source->length - job->offset) return -1;
    z->next_in = (uint8_t *)(job->source->data + job->offset);
    job->offset += piece;
  }
  z->avail_in = piece;
  job->idat_left -= piece;
  job->idat_crc = crc32_gzip_refl(job->idat_crc, z->next_in, piece);
  return 1;
}

/// ISA-L's AVX code can return with the upper halves of the vector registers in use; the SSE
/// code that follows (the unfilter and the resampler) then runs several times slower on many
/// processors until they are cleared.
static inline void cc_png_clear_upper_registers(void) {
#if defined(__x86_64__)
  if (__builtin_cpu_supports("avx")) __asm__ volatile("vzeroupper" ::: "memory");
#endif
}

/// Runs inflate; 0 when the data is damaged (ISA-L's errors are negative; it asks for a
/// dictionary, which PNG never uses, with a positive code).
static int cc_png_run_inflate(struct inflate_state *z) {
  int result = isal_inflate(z);
  cc_png_clear_upper_registers();
  return result == ISAL_DECOMP_OK || result == ISAL_END_INPUT || result == ISAL_OUT_OVERFLOW;
}

/// Fills `out` with `count` inflated bytes, feeding inflate from the IDAT chunks as it needs.
static int cc_png_inflate(cc_png_job *job, uint8_t *out, size_t count) {
  struct inflate_state *z = job->inflater;
  z->next_out = out;
  z->avail_out = (uint32_t)count;
  for (;;) {
    // Inflate may hold output back until it is asked again, so it runs before more input
    // is fetched.
    if (!cc_png_run_inflate(z)) return CCODECS_ERROR_CORRUPT;
    if (z->avail_out == 0) return CCODECS_OK;
    // The stream ended, or the image data did, before the last row: truncated or damaged.
    if (z->block_state == ISAL_BLOCK_FINISH) return CCODECS_ERROR_CORRUPT;
    if (z->avail_in == 0 && cc_png_next_input(job) != 1) return CCODECS_ERROR_CORRUPT;
  }
}

/// After the last row: the rest of the zlib stream, whose checksum is checked at its end
/// (surplus data is ignored, as libpng does), the rest of the IDAT chunks, then the chunks
/// up to IEND.
static int cc_png_finish(cc_png_job *job) {
  struct inflate_state *z = job->inflater;
  uint8_t scratch[4096];
  int more = 1;
  for (;;) {
    z->next_out = scratch;
    z->avail_out = sizeof(scratch);
    if (!cc_png_run_inflate(z)) return CCODECS_ERROR_CORRUPT;
    if (z->block_state == ISAL_BLOCK_FINISH) break;
    if (z->avail_in == 0 && z->avail_out > 0) {
      more = cc_png_next_input(job);
      if (more < 0) return CCODECS_ERROR_CORRUPT;
      // The stream stops short of its end: libpng accepts this with a warning.
      if (more == 0) break;
    }
  }
  if (more == 1) {
    // Anything left in the IDAT chunks after the stream's end is read for their CRCs only.
    z->avail_in = 0;
    for (;;) {
      more = cc_png_next_input(job);
      if (more < 0) return CCODECS_ERROR_CORRUPT;
      if (more == 0) break;
      z->avail_in = 0;
    }
  }
  // job->next_* holds the first chunk after the image data.
  for (;;) {
    if (memcmp(job->next_type, "IEND", 4) == 0) {
      uint8_t data[4];
      return job->next_length == 0 && cc_png_small_chunk(job, job->next_type, 0, data) == 1
                 ? CCODECS_OK
                 : CCODECS_ERROR_CORRUPT;
    }
    // A critical chunk we do not know (or a second IHDR or PLTE) after the image: corrupt.
    if (!(job->next_type[0] & 0x20) && memcmp(job->next_type, "IDAT", 4) != 0) {
      return CCODECS_ERROR_CORRUPT;
    }
    if (!cc_png_skip(job, (size_t)job->next_length + 4)) return CCODECS_ERROR_CORRUPT;
    if (!cc_png_chunk_header(job, &job->next_length, job->next_type)) {
      return CCODECS_ERROR_CORRUPT;
    }
  }
}

// MARK: - Unfiltering

typedef int16_t cc_i16x4 __attribute__((vector_size(8)));
typedef uint8_t cc_u8x4 __attribute__((vector_size(4)));

/// One pixel of `bpp` (3 or 4) bytes as four 16-bit lanes; the fourth is 0 for 3 bytes.
static inline cc_i16x4 cc_load_pixel(const uint8_t *p, int bpp) {
  cc_u8x4 bytes = {0, 0, 0, 0};
  if (bpp == 4) {
    memcpy(&bytes, p, 4);
  } else {
    memcpy(&bytes, p, 3);
  }
  return __builtin_convertvector(bytes, cc_i16x4);
}

static inline void cc_store_pixel(uint8_t *p, cc_i16x4 value, int bpp) {
  cc_u8x4 bytes = __builtin_convertvector(value, cc_u8x4);
  if (bpp == 4) {
    memcpy(p, &bytes, 4);
  } else {
    memcpy(p, &bytes, 3);
  }
}

static inline cc_i16x4 cc_abs4(cc_i16x4 x) {
  cc_i16x4 sign = x >> 15;
  return (x ^ sign) - sign;
}

/// Average and Paeth for 3 or 4 bytes per pixel (8-bit RGB and RGBA, the common case): one
/// pixel per step in four lanes, the chain from pixel to pixel being the only dependency.
static inline void cc_unfilter_average_pixels(uint8_t *row, const uint8_t *previous,
                                              size_t length, int bpp) {
  cc_i16x4 left = {0, 0, 0, 0};
  for (size_t i = 0; i < length; i += (size_t)bpp) {
    cc_i16x4 up = cc_load_pixel(previous + i, bpp);
    cc_i16x4 value = (cc_load_pixel(row + i, bpp) + ((left + up) >> 1)) & 0xff;
    cc_store_pixel(row + i, value, bpp);
    left = value;
  }
}

static inline void cc_unfilter_paeth_pixels(uint8_t *row, const uint8_t *previous,
                                            size_t length, int bpp) {
  cc_i16x4 left = {0, 0, 0, 0};
  cc_i16x4 upper_left = {0, 0, 0, 0};
  for (size_t i = 0; i < length; i += (size_t)bpp) {
    cc_i16x4 up = cc_load_pixel(previous + i, bpp);
    cc_i16x4 pa = cc_abs4(up - upper_left);
    cc_i16x4 pb = cc_abs4(left - upper_left);
    cc_i16x4 pc = cc_abs4(left + up - upper_left - upper_left);
    cc_i16x4 use_left = (pa <= pb) & (pa <= pc);
    cc_i16x4 use_up = ~use_left & (pb <= pc);
    cc_i16x4 predictor = (left & use_left) | (up & use_up) | (upper_left & ~(use_left | use_up));
    cc_i16x4 value = (cc_load_pixel(row + i, bpp) + predictor) & 0xff;
    cc_store_pixel(row + i, value, bpp);
    left = value;
    upper_left = up;
  }
}

/// The Average or Paeth predictor of a pixel from its left, upper and upper-left neighbours.
static inline __attribute__((always_inline)) cc_i16x4 cc_predict(int type, cc_i16x4 left,
                                                                   cc_i16x4 up,
                                                                   cc_i16x4 upper_left) {
  if (type == 3) return (left + up) >> 1;
  cc_i16x4 pa = cc_abs4(up - upper_left);
  cc_i16x4 pb = cc_abs4(left - upper_left);
  cc_i16x4 pc = cc_abs4(left + up - upper_left - upper_left);
  cc_i16x4 use_left = (pa <= pb) & (pa <= pc);
  cc_i16x4 use_up = ~use_left & (pb <= pc);
  return (left & use_left) | (up & use_up) | (upper_left & ~(use_left | use_up));
}

/// Two consecutive rows filtered with Average or Paeth (`type0`, `type1`), 3 or 4 bytes per
/// pixel, undone together: pixel i of the second row needs only pixels i and i - 1 of the
/// first, so the two rows' pixel-to-pixel chains run side by side and the processor overlaps
/// them, about twice the speed of one row after the other.
static inline __attribute__((always_inline)) void cc_unfilter_pair(
    uint8_t *row0, uint8_t *row1, const uint8_t *previous, size_t length, int bpp, int type0,
    int type1) {
  cc_i16x4 left0 = {0, 0, 0, 0};
  cc_i16x4 upper_left0 = {0, 0, 0, 0};
  cc_i16x4 left1 = {0, 0, 0, 0};
  cc_i16x4 upper_left1 = {0, 0, 0, 0};
  for (size_t i = 0; i < length; i += (size_t)bpp) {
    cc_i16x4 up0 = cc_load_pixel(previous + i, bpp);
    cc_i16x4 value0 = (cc_load_pixel(row0 + i, bpp) + cc_predict(type0, left0, up0, upper_left0)) &
                      0xff;
    cc_store_pixel(row0 + i, value0, bpp);
    cc_i16x4 value1 =
        (cc_load_pixel(row1 + i, bpp) + cc_predict(type1, left1, value0, upper_left1)) & 0xff;
    cc_store_pixel(row1 + i, value1, bpp);
    left0 = value0;
    upper_left0 = up0;
    left1 = value1;
    upper_left1 = value0;
  }
}

/// Undoes the filters of two consecutive rows together when both are Average or Paeth with 3
/// or 4 bytes per pixel. Returns 0 (nothing done) otherwise.
static int cc_png_unfilter_pair(uint8_t *row0, uint8_t *row1, const uint8_t *previous,
                                size_t length, int bpp) {
  int type0 = row0[-1];
  int type1 = row1[-1];
  if ((bpp != 3 && bpp != 4) || type0 < 3 || type0 > 4 || type1 < 3 || type1 > 4) return 0;
  int pair = (type0 - 3) * 2 + (type1 - 3);
  if (bpp == 4) {
    switch (pair) {
      case 0: cc_unfilter_pair(row0, row1, previous, length, 4, 3, 3); break;
      case 1: cc_unfilter_pair(row0, row1, previous, length, 4, 3, 4); break;
      case 2: cc_unfilter_pair(row0, row1, previous, length, 4, 4, 3); break;
      default: cc_unfilter_pair(row0, row1, previous, length, 4, 4, 4); break;
    }
  } else {
    switch (pair) {
      case 0: cc_unfilter_pair(row0, row1, previous, length, 3, 3, 3); break;
      case 1: cc_unfilter_pair(row0, row1, previous, length, 3, 3, 4); break;
      case 2: cc_unfilter_pair(row0, row1, previous, length, 3, 4, 3); break;
      default: cc_unfilter_pair(row0, row1, previous, length, 3, 4, 4); break;
    }
  }
  return 1;
}

/// Undoes the filter of `row` (row bytes after the type byte) given the unfiltered `previous`
/// row (zeros for the first row of an image or a pass).
static int cc_png_unfilter(int type, uint8_t *row, const uint8_t *previous, size_t length,
                           int bpp) {
  switch (type) {
    case 0:
      return 1;
    case 1:
      for (size_t i = (size_t)bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
      return 1;
    case 2:
      for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(row[i] + previous[i]);
      return 1;
    case 3:
      if (bpp == 4) {
        cc_unfilter_average_pixels(row, previous, length, 4);
        return 1;
      }
      if (bpp == 3) {
        cc_unfilter_average_pixels(row, previous, length, 3);
        return 1;
      }
      for (size_t i = 0; i < (size_t)bpp && i < length; i++) {
        row[i] = (uint8_t)(row[i] + (previous[i] >> 1));
      }
      for (size_t i = (size_t)bpp; i < length; i++) {
        row[i] = (uint8_t)(row[i] + ((row[i - bpp] + previous[i]) >> 1));
      }
      return 1;
    case 4:
      if (bpp == 4) {
        cc_unfilter_paeth_pixels(row, previous, length, 4);
        return 1;
      }
      if (bpp == 3) {
        cc_unfilter_paeth_pixels(row, previous, length, 3);
        return 1;
      }
      for (size_t i = 0; i < length; i++) {
        int a = i >= (size_t)bpp ? row[i - bpp] : 0;
        int b = previous[i];
        int c = i >= (size_t)bpp ? previous[i - bpp] : 0;
        int pa = abs(b - c);
        int pb = abs(a - c);
        int pc = abs(a + b - c - c);
        int predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
        row[i] = (uint8_t)(row[i] + predictor);
      }
      return 1;
    default:
      return 0;
  }
}

// MARK: - Expanding to RGB(A)8

/// 16 bits to 8, rounded (libpng's png_set_scale_16).
static inline uint8_t cc_scale16(unsigned value) { return (uint8_t)((value * 255u + 32895u) >> 16); }

/// The unfiltered row of `width` pixels as RGB8 or RGBA8 (`job->channels`) into `out`.
static void cc_png_expand(const cc_png_job *job, const uint8_t *row, uint32_t width,
                          uint8_t *out) {
  const int depth = job->bit_depth;
  const int channels = job->channels;
  switch (job->color_type) {
    case 0:
    case 3: {
      const int is_palette = job->color_type == 3;
      const unsigned mask = (1u << (depth < 8 ? depth : 8)) - 1;
      // Gray below 8 bits spreads over 0...255 (1 bit: 0 or 255, 2 bits: steps of 85, ...).
      const unsigned spread = depth == 1 ? 255 : depth == 2 ? 85 : depth == 4 ? 17 : 1;
      for (uint32_t x = 0; x < width; x++, out += channels) {
        unsigned sample;
        if (depth < 8) {
          size_t bit = (size_t)x * (size_t)depth;
          sample = (row[bit >> 3] >> (8 - depth - (int)(bit & 7))) & mask;
        } else if (depth == 8) {
          sample = row[x];
        } else {
          sample = ((unsigned)row[2 * (size_t)x] << 8) | row[2 * (size_t)x + 1];
        }
        if (is_palette) {
          const uint8_t *entry = job->palette + 4 * sample;
          out[0] = entry[0];
          out[1] = entry[1];
          out[2] = entry[2];
          if (channels == 4) out[3] = entry[3];
          continue;
        }
        uint8_t gray = depth == 16 ? cc_scale16(sample) : (uint8_t)(sample * spread);
        out[0] = out[1] = out[2] = gray;
        if (channels == 4) out[3] = (job->has_key && sample == job->key[0]) ? 0 : 255;
      }
      return;
    }
    case 2:
      for (uint32_t x = 0; x < width; x++, out += channels) {
        if (depth == 8) {
          const uint8_t *p = row + 3 * (size_t)x;
          out[0] = p[0];
          out[1] = p[1];
          out[2] = p[2];
          if (channels == 4) {
            out[3] = (job->has_key && p[0] == job->key[0] && p[1] == job->key[1] &&
                      p[2] == job->key[2])
                         ? 0
                         : 255;
          }
        } else {
          const uint8_t *p = row + 6 * (size_t)x;
          unsigned r = ((unsigned)p[0] << 8) | p[1];
          unsigned g = ((unsigned)p[2] << 8) | p[3];
          unsigned b = ((unsigned)p[4] << 8) | p[5];
          out[0] = cc_scale16(r);
          out[1] = cc_scale16(g);
          out[2] = cc_scale16(b);
          if (channels == 4) {
            out[3] = (job->has_key && r == job->key[0] && g == job->key[1] && b == job->key[2])
                         ? 0
                         : 255;
          }
        }
      }
      return;
    case 4:
      for (uint32_t x = 0; x < width; x++, out += 4) {
        uint8_t gray;
        uint8_t alpha;
        if (depth == 8) {
          gray = row[2 * (size_t)x];
          alpha = row[2 * (size_t)x + 1];
        } else {
          const uint8_t *p = row + 4 * (size_t)x;
          gray = cc_scale16(((unsigned)p[0] << 8) | p[1]);
          alpha = cc_scale16(((unsigned)p[2] << 8) | p[3]);
        }
        out[0] = out[1] = out[2] = gray;
        out[3] = alpha;
      }
      return;
    default:  // 6
      if (depth == 8) {
        memcpy(out, row, (size_t)width * 4);
        return;
      }
      for (uint32_t x = 0; x < width; x++, out += 4) {
        const uint8_t *p = row + 8 * (size_t)x;
        out[0] = cc_scale16(((unsigned)p[0] << 8) | p[1]);
        out[1] = cc_scale16(((unsigned)p[2] << 8) | p[3]);
        out[2] = cc_scale16(((unsigned)p[4] << 8) | p[5]);
        out[3] = cc_scale16(((unsigned)p[6] << 8) | p[7]);
      }
      return;
  }
}

/// Whether a row is RGB8 or RGBA8 as stored, so it can go to the resampler without a copy.
static int cc_png_is_direct(const cc_png_job *job) {
  return job->bit_depth == 8 &&
         (job->color_type == 6 || (job->color_type == 2 && job->channels == 3));
}

// MARK: - Decoding

/// Inflates and unfilters the rows of one image or pass of `width` x `height` pixels; each
/// finished row goes to `emit`.
static int cc_png_decode_rows(cc_png_job *job, uint32_t width, uint32_t height,
                              void (*emit)(cc_png_job *, const uint8_t *, uint32_t, uint32_t)) {
  size_t row_bytes = cc_png_row_bytes(job, width);
  size_t slot = row_bytes + 1 + 16;
  // Three row slots: the previous row and the next two, rotated as rows are finished.
  uint8_t *previous = job->rows + 1;
  uint8_t *current = job->rows + slot;
  uint8_t *next = job->rows + 2 * slot;
  memset(previous, 0, row_bytes + 8);
  uint32_t y = 0;
  while (y < height) {
    int status = cc_png_inflate(job, current, row_bytes + 1);
    if (status != CCODECS_OK) return status;
    if (y + 1 < height && current[0] >= 3) {
      // Average and Paeth are the slow filters: look at the next row for a pair.
      status = cc_png_inflate(job, next, row_bytes + 1);
      if (status != CCODECS_OK) return status;
      if (cc_png_unfilter_pair(current + 1, next + 1, previous, row_bytes, job->filter_bpp)) {
        emit(job, current + 1, width, y);
        emit(job, next + 1, width, y + 1);
        y += 2;
        uint8_t *free_slot = previous - 1;
        previous = next + 1;
        next = free_slot;
        continue;
      }
      if (!cc_png_unfilter(current[0], current + 1, previous, row_bytes, job->filter_bpp)) {
        return CCODECS_ERROR_CORRUPT;
      }
      emit(job, current + 1, width, y);
      y += 1;
      // The next row is already inflated: it becomes the current one.
      uint8_t *free_slot = previous - 1;
      previous = current + 1;
      current = next;
      next = free_slot;
      if (!cc_png_unfilter(current[0], current + 1, previous, row_bytes, job->filter_bpp)) {
        return CCODECS_ERROR_CORRUPT;
      }
      emit(job, current + 1, width, y);
      y += 1;
      free_slot = previous - 1;
      previous = current + 1;
      current = free_slot;
      continue;
    }
    if (!cc_png_unfilter(current[0], current + 1, previous, row_bytes, job->filter_bpp)) {
      return CCODECS_ERROR_CORRUPT;
    }
    emit(job, current + 1, width, y);
    y += 1;
    // The row just finished is the next one's previous row.
    uint8_t *free_slot = previous - 1;
    previous = current + 1;
    current = free_slot;
  }
  return CCODECS_OK;
}

static void cc_png_emit_streamed(cc_png_job *job, const uint8_t *row, uint32_t width,
                                 uint32_t y) {
  (void)y;
  if (cc_png_is_direct(job)) {
    cc_resampler_push(&job->resampler, row);
  } else {
    cc_png_expand(job, row, width, job->expanded);
    cc_resampler_push(&job->resampler, job->expanded);
  }
}

static const uint32_t cc_adam7[7][4] = {
    // x0, y0, dx, dy
    {0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4},
    {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2},
};

static void cc_png_emit_interlaced(cc_png_job *job, const uint8_t *row, uint32_t width,
                                   uint32_t pass_y) {
  const int pass = job->pass;
  size_t y = cc_adam7[pass][1] + (size_t)pass_y * cc_adam7[pass][3];
  cc_png_expand(job, row, width, job->expanded);
  const size_t channels = (size_t)job->channels;
  uint8_t *line = job->image + y * (size_t)job->width * channels;
  for (uint32_t i = 0; i < width; i++) {
    size_t x = cc_adam7[pass][0] + (size_t)i * cc_adam7[pass][2];
    memcpy(line + x * channels, job->expanded + (size_t)i * channels, channels);
  }
}

static void cc_png_job_free(cc_png_job *job) {
  cc_resampler_free(&job->resampler);
  free(job->inflater);
  free(job->input);
  free(job->rows);
  free(job->expanded);
  free(job->image);
  free(job);
}

static int cc_png_run(cc_png_job *job, uint64_t max_pixels, uint8_t *pixels, int width,
                      int height, int stride) {
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  uint8_t head[8];
  if (!cc_png_read(job, head, 8) || memcmp(head, signature, 8) != 0) return CCODECS_ERROR_CORRUPT;
  uint32_t length;
  uint8_t type[4];
  uint8_t data[1024];
  if (!cc_png_chunk_header(job, &length, type) || memcmp(type, "IHDR", 4) != 0 || length != 13 ||
      cc_png_small_chunk(job, type, length, data) != 1) {
    return CCODECS_ERROR_CORRUPT;
  }
  int status = cc_png_parse_header(job, data);
  if (status != CCODECS_OK) return status;
  if ((uint64_t)job->width * (uint64_t)job->height > max_pixels) return CCODECS_ERROR_TOO_LARGE;
  // Entries past the palette's end (or of a missing tRNS) are opaque black.
  for (int i = 0; i < 256; i++) job->palette[4 * i + 3] = 255;
  int has_palette = 0;
  int palette_alpha = 0;
  // Chunks before the image data.
  for (;;) {
    if (!cc_png_chunk_header(job, &length, type)) return CCODECS_ERROR_CORRUPT;
    if (memcmp(type, "IDAT", 4) == 0) break;
    if (memcmp(type, "IEND", 4) == 0 || memcmp(type, "IHDR", 4) == 0) return CCODECS_ERROR_CORRUPT;
    if (memcmp(type, "PLTE", 4) == 0) {
      if (has_palette || length > 768 || length % 3 != 0) return CCODECS_ERROR_CORRUPT;
      if (cc_png_small_chunk(job, type, length, data) != 1) return CCODECS_ERROR_CORRUPT;
      if (length == 0 && job->color_type == 3) return CCODECS_ERROR_CORRUPT;
      job->palette_count = (int)(length / 3);
      for (int i = 0; i < job->palette_count; i++) memcpy(job->palette + 4 * i, data + 3 * i, 3);
      has_palette = 1;
      continue;
    }
    if (memcmp(type, "tRNS", 4) == 0 && length <= sizeof(data)) {
      int intact = cc_png_small_chunk(job, type, length, data);
      if (intact < 0) return CCODECS_ERROR_CORRUPT;
      // A damaged or misplaced tRNS is ignored, as libpng does.
      if (!intact || job->has_key || palette_alpha) continue;
      if (job->color_type == 3 && has_palette && length >= 1 &&
          length <= (uint32_t)job->palette_count) {
        for (uint32_t i = 0; i < length; i++) job->palette[4 * i + 3] = data[i];
        palette_alpha = 1;
      } else if (job->color_type == 0 && length == 2) {
        job->key[0] = (uint16_t)((data[0] << 8) | data[1]);
        job->has_key = 1;
      } else if (job->color_type == 2 && length == 6) {
        for (int i = 0; i < 3; i++) job->key[i] = (uint16_t)((data[2 * i] << 8) | data[2 * i + 1]);
        job->has_key = 1;
      }
      continue;
    }
    if (!(type[0] & 0x20)) return CCODECS_ERROR_CORRUPT;  // an unknown critical chunk
    if (!cc_png_skip(job, (size_t)length + 4)) return CCODECS_ERROR_CORRUPT;
  }
  if (job->color_type == 3 && !has_palette) return CCODECS_ERROR_CORRUPT;
  job->channels = (job->color_type == 4 || job->color_type == 6 || job->has_key || palette_alpha)
                      ? 4
                      : 3;
  // The first IDAT: set up inflate and the rows.
  job->idat_left = length;
  job->idat_crc = crc32_gzip_refl(0, type, 4);
  job->inflater = malloc(sizeof(struct inflate_state));
  if (job->source->file != NULL) job->input = malloc(CC_PNG_INPUT_CAPACITY);
  size_t row_bytes = cc_png_row_bytes(job, job->width);
  // Inflate counts its output in 32 bits: a row must fit (only a raised pixel limit allows
  // rows that long).
  if (row_bytes + 1 > UINT32_MAX) return CCODECS_ERROR_TOO_LARGE;
  size_t slot = row_bytes + 1 + 16;
  job->rows = calloc(3, slot);
  job->expanded = malloc((size_t)job->width * 4 + 16);
  if (job->inflater == NULL || (job->source->file != NULL && job->input == NULL) ||
      job->rows == NULL || job->expanded == NULL) {
    return CCODECS_ERROR_OUT_OF_MEMORY;
  }
  isal_inflate_init(job->inflater);
  job->inflater->crc_flag = ISAL_ZLIB;
  status = cc_resampler_init(&job->resampler, (int)job->width, (int)job->height, job->channels,
                             pixels, width, height, stride);
  if (status != CCODECS_OK) return status;
  if (!job->interlace) {
    status = cc_png_decode_rows(job, job->width, job->height, cc_png_emit_streamed);
    if (status != CCODECS_OK) return status;
  } else {
    // Adam7 spreads every row over seven passes: the whole image has to be in memory.
    job->image = malloc((size_t)job->width * (size_t)job->height * (size_t)job->channels);
    if (job->image == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
    for (uint32_t pass = 0; pass < 7; pass++) {
      const uint32_t *p = cc_adam7[pass];
      uint32_t pass_width = job->width > p[0] ? (job->width - p[0] + p[2] - 1) / p[2] : 0;
      uint32_t pass_height = job->height > p[1] ? (job->height - p[1] + p[3] - 1) / p[3] : 0;
      if (pass_width == 0 || pass_height == 0) continue;
      job->pass = (int)pass;
      status = cc_png_decode_rows(job, pass_width, pass_height, cc_png_emit_interlaced);
      if (status != CCODECS_OK) return status;
    }
    size_t line = (size_t)job->width * (size_t)job->channels;
    for (uint32_t y = 0; y < job->height; y++) {
      cc_resampler_push(&job->resampler, job->image + (size_t)y * line);
    }
  }
  // The end of the zlib stream (its checksum), then every chunk up to IEND.
  return cc_png_finish(job);
}

int cc_png_decode(const cc_source *source, uint64_t max_pixels, uint8_t *pixels, int width,
                  int height, int stride) {
  cc_png_job *job = calloc(1, sizeof(cc_png_job));
  if (job == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  job->source = source;
  int status = cc_png_run(job, max_pixels, pixels, width, height, stride);
  cc_png_job_free(job);
  return status;
}

#endif
