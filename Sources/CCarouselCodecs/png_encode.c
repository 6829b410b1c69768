// PNG encoding with libpng into a growing memory buffer.

#if defined(__linux__)

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "system_libraries.h"
#include <png.h>

#include "CCarouselCodecs.h"
#include "internal.h"

typedef struct cc_png_writer {
  jmp_buf jump;
  int status;
  uint8_t *buffer;
  size_t length;
  size_t capacity;
  png_structp png;
  png_infop info;
  uint8_t *row;
  png_color palette[256];
  png_byte palette_alpha[256];
  uint32_t palette_keys[256];
  int palette_size;
  int palette_has_alpha;
  int16_t *palette_table;  // open addressing, 4096 slots, index into the palette or -1
} cc_png_writer;

static void cc_png_write_error(png_structp png, png_const_charp message) {
  (void)message;
  cc_png_writer *writer = png_get_error_ptr(png);
  longjmp(writer->jump, 1);
}

static void cc_png_write_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void cc_png_write_data(png_structp png, png_bytep data, png_size_t count) {
  cc_png_writer *writer = png_get_io_ptr(png);
  if (count > writer->capacity - writer->length) {
    size_t capacity = writer->capacity ? writer->capacity : 65536;
    while (count > capacity - writer->length) {
      if (capacity > SIZE_MAX / 2) {
        writer->status = CCODECS_ERROR_OUT_OF_MEMORY;
        png_error(png, "out of memory");
      }
      capacity *= 2;
    }
    uint8_t *grown = realloc(writer->buffer, capacity);
    if (grown == NULL) {
      writer->status = CCODECS_ERROR_OUT_OF_MEMORY;
      png_error(png, "out of memory");
    }
    writer->buffer = grown;
    writer->capacity = capacity;
  }
  memcpy(writer->buffer + writer->length, data, count);
  writer->length += count;
}

static void cc_png_flush(png_structp png) { (void)png; }

static uint32_t cc_rgba_key(const uint8_t *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

/// Finds or adds a colour; returns its palette index or -1 when the palette is full.
static int cc_palette_index(cc_png_writer *writer, const uint8_t *p) {
  uint32_t key = cc_rgba_key(p);
  uint32_t slot = (key * 2654435761u) >> 20;  // 12 bits
  for (;;) {
    int16_t entry = writer->palette_table[slot];
    if (entry < 0) break;
    if (writer->palette_keys[entry] == key) return entry;
    slot = (slot + 1) & 4095u;
  }
  if (writer->palette_size == 256) return -1;
  int index = writer->palette_size++;
  writer->palette_keys[index] = key;
  writer->palette[index].red = p[0];
  writer->palette[index].green = p[1];
  writer->palette[index].blue = p[2];
  writer->palette_alpha[index] = p[3];
  if (p[3] != 255) writer->palette_has_alpha = 1;
  writer->palette_table[slot] = (int16_t)index;
  return index;
}

static uint8_t cc_luma(const uint8_t *p) {
  return (uint8_t)((p[0] * 299u + p[1] * 587u + p[2] * 114u + 500u) / 1000u);
}

static int cc_png_writer_finish(cc_png_writer *writer, int status, uint8_t **out,
                                size_t *out_length) {
  if (writer->png != NULL) png_destroy_write_struct(&writer->png, &writer->info);
  free(writer->row);
  free(writer->palette_table);
  if (status == CCODECS_OK) {
    *out = writer->buffer;
    *out_length = writer->length;
  } else {
    free(writer->buffer);
  }
  free(writer);
  return status;
}

int ccodecs_png_encode(const uint8_t *rgba, int width, int height, int stride,
                       const ccodecs_png_options *options, uint8_t **out, size_t *out_length) {
  if (out == NULL || out_length == NULL) return CCODECS_ERROR_INVALID_ARGUMENT;
  *out = NULL;
  *out_length = 0;
  if (rgba == NULL || width <= 0 || height <= 0 || (int64_t)stride < (int64_t)width * 4) {
    return CCODECS_ERROR_INVALID_ARGUMENT;
  }
  ccodecs_png_options defaults = {0};
  if (options == NULL) options = &defaults;
  int layout = options->color_type;
  int depth = options->bit_depth == 0 ? 8 : options->bit_depth;
  if (layout < CCODECS_PNG_RGBA || layout > CCODECS_PNG_PALETTE || (depth != 8 && depth != 16) ||
      (layout == CCODECS_PNG_PALETTE && depth != 8)) {
    return CCODECS_ERROR_INVALID_ARGUMENT;
  }
  cc_png_writer *writer = calloc(1, sizeof(cc_png_writer));
  if (writer == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  writer->status = CCODECS_ERROR_ENCODE_FAILED;
  if (setjmp(writer->jump)) {
    return cc_png_writer_finish(writer, writer->status, out, out_length);
  }
  int color_type;
  int samples;
  switch (layout) {
    case CCODECS_PNG_RGB:
      color_type = PNG_COLOR_TYPE_RGB;
      samples = 3;
      break;
    case CCODECS_PNG_GREY:
      color_type = PNG_COLOR_TYPE_GRAY;
      samples = 1;
      break;
    case CCODECS_PNG_GREY_ALPHA:
      color_type = PNG_COLOR_TYPE_GRAY_ALPHA;
      samples = 2;
      break;
    case CCODECS_PNG_PALETTE:
      color_type = PNG_COLOR_TYPE_PALETTE;
      samples = 1;
      break;
    default:
      color_type = PNG_COLOR_TYPE_RGB_ALPHA;
      samples = 4;
      break;
  }
  if (layout == CCODECS_PNG_PALETTE) {
    writer->palette_table = malloc(sizeof(int16_t) * 4096);
    if (writer->palette_table == NULL) {
      return cc_png_writer_finish(writer, CCODECS_ERROR_OUT_OF_MEMORY, out, out_length);
    }
    memset(writer->palette_table, 0xff, sizeof(int16_t) * 4096);
    for (int y = 0; y < height; y++) {
      const uint8_t *p = rgba + (size_t)y * (size_t)stride;
      for (int x = 0; x < width; x++, p += 4) {
        if (cc_palette_index(writer, p) < 0) {
          return cc_png_writer_finish(writer, CCODECS_ERROR_ENCODE_FAILED, out, out_length);
        }
      }
    }
  }
  size_t row_bytes = (size_t)width * (size_t)samples * (size_t)(depth / 8);
  writer->row = malloc(row_bytes);
  if (writer->row == NULL) {
    return cc_png_writer_finish(writer, CCODECS_ERROR_OUT_OF_MEMORY, out, out_length);
  }
  writer->png =
      png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, cc_png_write_error,
                              cc_png_write_warning);
  if (writer->png == NULL) {
    return cc_png_writer_finish(writer, CCODECS_ERROR_OUT_OF_MEMORY, out, out_length);
  }
  writer->info = png_create_info_struct(writer->png);
  if (writer->info == NULL) {
    return cc_png_writer_finish(writer, CCODECS_ERROR_OUT_OF_MEMORY, out, out_length);
  }
  png_structp png = writer->png;
  png_infop info = writer->info;
  png_set_write_fn(png, writer, cc_png_write_data, cc_png_flush);
  if (options->compression_level != 0) {
    int level = options->compression_level < 0 ? 0 : options->compression_level;
    png_set_compression_level(png, level > 9 ? 9 : level);
  }
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, depth, color_type,
               options->interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (layout == CCODECS_PNG_PALETTE) {
    png_set_PLTE(png, info, writer->palette, writer->palette_size);
    if (writer->palette_has_alpha) {
      png_set_tRNS(png, info, writer->palette_alpha, writer->palette_size, NULL);
    }
  }
  png_write_info(png, info);
  int passes = options->interlaced ? png_set_interlace_handling(png) : 1;
  for (int pass = 0; pass < passes; pass++) {
    for (int y = 0; y < height; y++) {
      const uint8_t *p = rgba + (size_t)y * (size_t)stride;
      uint8_t *o = writer->row;
      for (int x = 0; x < width; x++, p += 4) {
        uint8_t values[4];
        int n = 0;
        switch (layout) {
          case CCODECS_PNG_RGB:
            values[0] = p[0];
            values[1] = p[1];
            values[2] = p[2];
            n = 3;
            break;
          case CCODECS_PNG_GREY:
            values[0] = cc_luma(p);
            n = 1;
            break;
          case CCODECS_PNG_GREY_ALPHA:
            values[0] = cc_luma(p);
            values[1] = p[3];
            n = 2;
            break;
          case CCODECS_PNG_PALETTE:
            values[0] = (uint8_t)cc_palette_index(writer, p);
            n = 1;
            break;
          default:
            memcpy(values, p, 4);
            n = 4;
            break;
        }
        for (int i = 0; i < n; i++) {
          *o++ = values[i];
          if (depth == 16) *o++ = values[i];  // v * 257, big endian
        }
      }
      png_write_row(png, writer->row);
    }
  }
  png_write_end(png, NULL);
  return cc_png_writer_finish(writer, CCODECS_OK, out, out_length);
}

int ccodecs_png_encode_rgba(const uint8_t *rgba, int width, int height, int stride,
                            uint8_t **out, size_t *out_length) {
  return ccodecs_png_encode(rgba, width, height, stride, NULL, out, out_length);
}

void ccodecs_free(void *buffer) { free(buffer); }

#else

#include <stdlib.h>

#include "CCarouselCodecs.h"

void ccodecs_free(void *buffer) { free(buffer); }

#endif
