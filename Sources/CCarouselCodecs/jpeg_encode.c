// JPEG encoding with libjpeg-turbo into memory (baseline or progressive, 4:2:0).
//
// The output goes through a destination manager of our own, not libjpeg's `jpeg_mem_dest`:
// that one frees the buffer it outgrew and hands the caller the live one only at the end,
// so after an error past the first growth the caller holds a freed pointer and the live
// buffer leaks. Here the writer always owns the one live buffer, whatever path ends.

#if defined(__linux__)

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "system_libraries.h"
#include <jpeglib.h>
#include <jerror.h>

#include "CCarouselCodecs.h"
#include "internal.h"

/// The first output buffer; it doubles as needed.
#define CC_JPEG_INITIAL_OUTPUT 65536

typedef struct cc_jpeg_writer {
  struct jpeg_compress_struct cinfo;
  struct jpeg_error_mgr manager;
  struct jpeg_destination_mgr destination;
  jmp_buf jump;
  int status;
  /// The one live output buffer (NULL until the destination is initialised).
  uint8_t *buffer;
  size_t capacity;
  size_t length;
  /// The largest capacity allowed: one byte more than the caller's limit, so that a full
  /// buffer at this size proves the output exceeds the limit. SIZE_MAX without a limit.
  size_t ceiling;
  int created;
} cc_jpeg_writer;

static void cc_jpeg_writer_fail(cc_jpeg_writer *writer, int status) {
  writer->status = status;
  longjmp(writer->jump, 1);
}

static void cc_jpeg_write_error(j_common_ptr cinfo) {
  cc_jpeg_writer *writer = (cc_jpeg_writer *)cinfo->client_data;
  cc_jpeg_writer_fail(writer, cinfo->err->msg_code == JERR_OUT_OF_MEMORY
                                  ? CCODECS_ERROR_OUT_OF_MEMORY
                                  : CCODECS_ERROR_ENCODE_FAILED);
}

static void cc_jpeg_write_message(j_common_ptr cinfo) { (void)cinfo; }

static void cc_jpeg_init_destination(j_compress_ptr cinfo) {
  cc_jpeg_writer *writer = (cc_jpeg_writer *)cinfo->client_data;
  size_t capacity = CC_JPEG_INITIAL_OUTPUT;
  if (capacity > writer->ceiling) capacity = writer->ceiling;
  writer->buffer = malloc(capacity);
  if (writer->buffer == NULL) cc_jpeg_writer_fail(writer, CCODECS_ERROR_OUT_OF_MEMORY);
  writer->capacity = capacity;
  cinfo->dest->next_output_byte = writer->buffer;
  cinfo->dest->free_in_buffer = capacity;
}

/// Called by libjpeg when the buffer is full: doubles it (up to the ceiling) in place, so
/// the writer's pointer is the live buffer at every moment.
static boolean cc_jpeg_empty_output_buffer(j_compress_ptr cinfo) {
  cc_jpeg_writer *writer = (cc_jpeg_writer *)cinfo->client_data;
  size_t used = writer->capacity;
  if (used >= writer->ceiling) cc_jpeg_writer_fail(writer, CCODECS_ERROR_TOO_LARGE);
  if (used > SIZE_MAX / 2) cc_jpeg_writer_fail(writer, CCODECS_ERROR_OUT_OF_MEMORY);
  size_t capacity = used * 2;
  if (capacity > writer->ceiling) capacity = writer->ceiling;
  uint8_t *grown = realloc(writer->buffer, capacity);
  if (grown == NULL) cc_jpeg_writer_fail(writer, CCODECS_ERROR_OUT_OF_MEMORY);
  writer->buffer = grown;
  writer->capacity = capacity;
  cinfo->dest->next_output_byte = grown + used;
  cinfo->dest->free_in_buffer = capacity - used;
  return TRUE;
}

static void cc_jpeg_term_destination(j_compress_ptr cinfo) {
  cc_jpeg_writer *writer = (cc_jpeg_writer *)cinfo->client_data;
  writer->length = writer->capacity - cinfo->dest->free_in_buffer;
}

int ccodecs_jpeg_encode(const uint8_t *rgba, int width, int height, int stride,
                        const ccodecs_jpeg_options *options, uint8_t **out, size_t *out_length) {
  if (out == NULL || out_length == NULL) return CCODECS_ERROR_INVALID_ARGUMENT;
  *out = NULL;
  *out_length = 0;
  if (rgba == NULL || width <= 0 || height <= 0 || width > 65500 || height > 65500 ||
      (int64_t)stride < (int64_t)width * 4) {
    return CCODECS_ERROR_INVALID_ARGUMENT;
  }
  ccodecs_jpeg_options defaults = {0};
  if (options == NULL) options = &defaults;
  int quality = options->quality == 0 ? 90 : options->quality;
  cc_jpeg_writer *writer = calloc(1, sizeof(cc_jpeg_writer));
  if (writer == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  writer->status = CCODECS_ERROR_ENCODE_FAILED;
  writer->ceiling = options->max_output_bytes == 0 || options->max_output_bytes == SIZE_MAX
                        ? SIZE_MAX
                        : options->max_output_bytes + 1;
  writer->cinfo.err = jpeg_std_error(&writer->manager);
  writer->manager.error_exit = cc_jpeg_write_error;
  writer->manager.output_message = cc_jpeg_write_message;
  writer->cinfo.client_data = writer;
  if (setjmp(writer->jump)) {
    int status = writer->status;
    if (writer->created) jpeg_destroy_compress(&writer->cinfo);
    free(writer->buffer);
    free(writer);
    return status;
  }
  jpeg_create_compress(&writer->cinfo);
  writer->created = 1;
  j_compress_ptr cinfo = &writer->cinfo;
  writer->destination.init_destination = cc_jpeg_init_destination;
  writer->destination.empty_output_buffer = cc_jpeg_empty_output_buffer;
  writer->destination.term_destination = cc_jpeg_term_destination;
  cinfo->dest = &writer->destination;
  cinfo->image_width = (JDIMENSION)width;
  cinfo->image_height = (JDIMENSION)height;
  cinfo->input_components = 4;
  cinfo->in_color_space = JCS_EXT_RGBA;
  jpeg_set_defaults(cinfo);
  jpeg_set_quality(cinfo, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
  if (options->progressive) jpeg_simple_progression(cinfo);
  jpeg_start_compress(cinfo, TRUE);
  while (cinfo->next_scanline < cinfo->image_height) {
    JSAMPROW row = (JSAMPROW)(rgba + (size_t)cinfo->next_scanline * (size_t)stride);
    jpeg_write_scanlines(cinfo, &row, 1);
  }
  jpeg_finish_compress(cinfo);
  jpeg_destroy_compress(cinfo);
  *out = writer->buffer;
  *out_length = writer->length;
  free(writer);
  return CCODECS_OK;
}

int ccodecs_jpeg_encode_rgba(const uint8_t *rgba, int width, int height, int stride,
                             int quality, int progressive, uint8_t **out, size_t *out_length) {
  ccodecs_jpeg_options options = {0};
  options.quality = quality < 1 ? 1 : quality;
  options.progressive = progressive;
  return ccodecs_jpeg_encode(rgba, width, height, stride, &options, out, out_length);
}

#endif
