// JPEG encoding with libjpeg-turbo into memory (baseline or progressive, 4:2:0).

#if defined(__linux__)

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#include <jpeglib.h>

#include "CCarouselCodecs.h"
#include "internal.h"

typedef struct cc_jpeg_writer {
  struct jpeg_compress_struct cinfo;
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  unsigned char *buffer;
  unsigned long length;
  int created;
} cc_jpeg_writer;

static void cc_jpeg_write_error(j_common_ptr cinfo) {
  cc_jpeg_writer *writer = (cc_jpeg_writer *)cinfo->client_data;
  longjmp(writer->jump, 1);
}

static void cc_jpeg_write_message(j_common_ptr cinfo) { (void)cinfo; }

int ccodecs_jpeg_encode_rgba(const uint8_t *rgba, int width, int height, int stride,
                             int quality, int progressive, uint8_t **out, size_t *out_length) {
  if (out == NULL || out_length == NULL) return CCODECS_ERROR_INVALID_ARGUMENT;
  *out = NULL;
  *out_length = 0;
  if (rgba == NULL || width <= 0 || height <= 0 || width > 65500 || height > 65500 ||
      (int64_t)stride < (int64_t)width * 4) {
    return CCODECS_ERROR_INVALID_ARGUMENT;
  }
  cc_jpeg_writer *writer = calloc(1, sizeof(cc_jpeg_writer));
  if (writer == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  writer->cinfo.err = jpeg_std_error(&writer->manager);
  writer->manager.error_exit = cc_jpeg_write_error;
  writer->manager.output_message = cc_jpeg_write_message;
  writer->cinfo.client_data = writer;
  if (setjmp(writer->jump)) {
    if (writer->created) jpeg_destroy_compress(&writer->cinfo);
    free(writer->buffer);
    free(writer);
    return CCODECS_ERROR_ENCODE_FAILED;
  }
  jpeg_create_compress(&writer->cinfo);
  writer->created = 1;
  j_compress_ptr cinfo = &writer->cinfo;
  jpeg_mem_dest(cinfo, &writer->buffer, &writer->length);
  cinfo->image_width = (JDIMENSION)width;
  cinfo->image_height = (JDIMENSION)height;
  cinfo->input_components = 4;
  cinfo->in_color_space = JCS_EXT_RGBA;
  jpeg_set_defaults(cinfo);
  jpeg_set_quality(cinfo, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
  if (progressive) jpeg_simple_progression(cinfo);
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

#endif
