// PNG decoding with libpng: every layout expanded to 8-bit RGB or RGBA by libpng transforms,
// read row by row into the streaming resampler. libpng's longjmp error path ends in this file.

#if defined(__linux__)

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "system_libraries.h"
#include <png.h>

#include "CCarouselCodecs.h"
#include "internal.h"

typedef struct cc_png_job {
  jmp_buf jump;
  int status;
  const uint8_t *data;
  size_t length;
  size_t offset;
  FILE *file;
  png_structp png;
  png_infop info;
  cc_resampler resampler;
  uint8_t *row;
  uint8_t *image;
  png_bytep *rows;
} cc_png_job;

static void cc_png_error(png_structp png, png_const_charp message) {
  cc_png_job *job = png_get_error_ptr(png);
  if (message != NULL && strstr(message, "memory") != NULL) {
    job->status = CCODECS_ERROR_OUT_OF_MEMORY;
  }
  longjmp(job->jump, 1);
}

static void cc_png_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void cc_png_read(png_structp png, png_bytep out, png_size_t count) {
  cc_png_job *job = png_get_io_ptr(png);
  if (job->file != NULL) {
    if (fread(out, 1, count, job->file) != count) {
      job->status = CCODECS_ERROR_CORRUPT;
      png_error(png, "truncated");
    }
    return;
  }
  if (count > job->length - job->offset) {
    job->status = CCODECS_ERROR_CORRUPT;
    png_error(png, "truncated");
  }
  memcpy(out, job->data + job->offset, count);
  job->offset += count;
}

static void cc_png_job_cleanup(cc_png_job *job) {
  cc_resampler_free(&job->resampler);
  free(job->row);
  free(job->image);
  free(job->rows);
  job->row = NULL;
  job->image = NULL;
  job->rows = NULL;
  if (job->png != NULL) png_destroy_read_struct(&job->png, job->info ? &job->info : NULL, NULL);
  job->png = NULL;
  job->info = NULL;
}

static int cc_png_finish(cc_png_job *job, int status) {
  cc_png_job_cleanup(job);
  free(job);
  return status;
}

int cc_png_decode(const cc_source *source, uint64_t max_pixels, uint8_t *pixels, int width,
                  int height, int stride) {
  cc_png_job *job = calloc(1, sizeof(cc_png_job));
  if (job == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  job->data = source->data;
  job->length = source->length;
  job->file = source->file;
  job->status = CCODECS_ERROR_CORRUPT;
  if (setjmp(job->jump)) {
    return cc_png_finish(job, job->status);
  }
  job->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, job, cc_png_error, cc_png_warning);
  if (job->png == NULL) return cc_png_finish(job, CCODECS_ERROR_OUT_OF_MEMORY);
  job->info = png_create_info_struct(job->png);
  if (job->info == NULL) return cc_png_finish(job, CCODECS_ERROR_OUT_OF_MEMORY);
  png_structp png = job->png;
  png_infop info = job->info;
  png_set_read_fn(png, job, cc_png_read);
  // Bound what ancillary chunks may cost; the pixel limit is checked below.
  png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
  png_set_chunk_cache_max(png, 1000);
  png_set_chunk_malloc_max(png, 8 * 1024 * 1024);
  png_read_info(png, info);
  png_uint_32 source_width = 0;
  png_uint_32 source_height = 0;
  int bit_depth = 0;
  int color_type = 0;
  int interlace = 0;
  png_get_IHDR(png, info, &source_width, &source_height, &bit_depth, &color_type, &interlace,
               NULL, NULL);
  if (source_width == 0 || source_height == 0) return cc_png_finish(job, CCODECS_ERROR_CORRUPT);
  if ((uint64_t)source_width * (uint64_t)source_height > max_pixels) {
    return cc_png_finish(job, CCODECS_ERROR_TOO_LARGE);
  }
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (bit_depth == 16) png_set_scale_16(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, info);
  int channels = png_get_channels(png, info);
  size_t row_bytes = png_get_rowbytes(png, info);
  if ((channels != 3 && channels != 4) || row_bytes != (size_t)source_width * (size_t)channels) {
    return cc_png_finish(job, CCODECS_ERROR_CORRUPT);
  }
  int status = cc_resampler_init(&job->resampler, (int)source_width, (int)source_height, channels,
                                 pixels, width, height, stride);
  if (status != CCODECS_OK) return cc_png_finish(job, status);
  if (passes <= 1) {
    job->row = malloc(row_bytes);
    if (job->row == NULL) return cc_png_finish(job, CCODECS_ERROR_OUT_OF_MEMORY);
    for (png_uint_32 y = 0; y < source_height; y++) {
      png_read_row(png, job->row, NULL);
      cc_resampler_push(&job->resampler, job->row);
    }
  } else {
    // Adam7 spreads every row over seven passes: the whole image has to be in memory.
    job->image = malloc(row_bytes * (size_t)source_height);
    job->rows = malloc(sizeof(png_bytep) * (size_t)source_height);
    if (job->image == NULL || job->rows == NULL) {
      return cc_png_finish(job, CCODECS_ERROR_OUT_OF_MEMORY);
    }
    for (png_uint_32 y = 0; y < source_height; y++) job->rows[y] = job->image + y * row_bytes;
    png_read_image(png, job->rows);
    for (png_uint_32 y = 0; y < source_height; y++) {
      cc_resampler_push(&job->resampler, job->rows[y]);
    }
  }
  png_read_end(png, NULL);
  return cc_png_finish(job, CCODECS_OK);
}

#endif
