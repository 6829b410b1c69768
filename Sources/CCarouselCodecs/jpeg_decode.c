// JPEG decoding with libjpeg-turbo: scaled DCT to the smallest M/8 at least the target size,
// then the streaming resampler. libjpeg's longjmp error path ends in this file.

#if defined(__linux__)

#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "system_libraries.h"
#include <jpeglib.h>
#include <jerror.h>

#include "CCarouselCodecs.h"
#include "internal.h"

/// More scans than any real progressive JPEG has; files with more are refused (each scan
/// costs a pass over the whole coefficient buffer, a known way to burn CPU with a small file).
#define CC_JPEG_MAX_SCANS 500

typedef struct cc_jpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  int status;
} cc_jpeg_error;

typedef struct cc_jpeg_progress {
  struct jpeg_progress_mgr manager;
  cc_jpeg_error *error;
} cc_jpeg_progress;

static void cc_jpeg_error_exit(j_common_ptr cinfo) {
  cc_jpeg_error *error = (cc_jpeg_error *)cinfo->err;
  switch (cinfo->err->msg_code) {
    case JERR_OUT_OF_MEMORY:
      error->status = CCODECS_ERROR_OUT_OF_MEMORY;
      break;
    case JERR_NO_BACKING_STORE:
    case JERR_IMAGE_TOO_BIG:
    case JERR_WIDTH_OVERFLOW:
      error->status = CCODECS_ERROR_TOO_LARGE;
      break;
    default:
      error->status = CCODECS_ERROR_CORRUPT;
      break;
  }
  longjmp(error->jump, 1);
}

static void cc_jpeg_emit_message(j_common_ptr cinfo, int level) {
  if (level < 0) {
    cinfo->err->num_warnings++;
    // The data ran out before the end of the image: the rest would be filled with grey.
    if (cinfo->err->msg_code == JWRN_JPEG_EOF) {
      cc_jpeg_error *error = (cc_jpeg_error *)cinfo->err;
      error->status = CCODECS_ERROR_CORRUPT;
      longjmp(error->jump, 1);
    }
  }
}

static void cc_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void cc_jpeg_progress_monitor(j_common_ptr cinfo) {
  if (!cinfo->is_decompressor) return;
  j_decompress_ptr dinfo = (j_decompress_ptr)cinfo;
  if (dinfo->input_scan_number > CC_JPEG_MAX_SCANS) {
    cc_jpeg_error *error = (cc_jpeg_error *)cinfo->err;
    error->status = CCODECS_ERROR_CORRUPT;
    longjmp(error->jump, 1);
  }
}

/// Resources that must be released on every exit, kept outside the registers that longjmp
/// may restore.
typedef struct cc_jpeg_job {
  struct jpeg_decompress_struct cinfo;
  cc_jpeg_error error;
  cc_jpeg_progress progress;
  cc_resampler resampler;
  uint8_t *rows;
  uint8_t *rgb;
  int created;
} cc_jpeg_job;

static void cc_jpeg_job_cleanup(cc_jpeg_job *job) {
  cc_resampler_free(&job->resampler);
  free(job->rows);
  free(job->rgb);
  job->rows = NULL;
  job->rgb = NULL;
  if (job->created) jpeg_destroy_decompress(&job->cinfo);
  job->created = 0;
}

/// The memory libjpeg may use for whole-image buffers: at most 3 components of 2 bytes per
/// pixel of the limit, plus room for tables, saturating at what `long` holds instead of
/// wrapping for very large limits (a wrapped budget would refuse ordinary images).
static long cc_jpeg_memory_budget(uint64_t max_pixels) {
  const uint64_t tables = 16u * 1024u * 1024u;
  const uint64_t most = (uint64_t)LONG_MAX;
  if (max_pixels > (most - tables) / 6) return LONG_MAX;
  return (long)(max_pixels * 6 + tables);
}

static int cc_jpeg_pick_scale(unsigned width, unsigned height, int target_width,
                              int target_height) {
  for (int m = 1; m < 8; m++) {
    unsigned long scaled_width = ((unsigned long)width * (unsigned long)m + 7) / 8;
    unsigned long scaled_height = ((unsigned long)height * (unsigned long)m + 7) / 8;
    if (scaled_width >= (unsigned long)target_width &&
        scaled_height >= (unsigned long)target_height) {
      return m;
    }
  }
  return 8;
}

int cc_jpeg_probe_file(FILE *file, ccodecs_info *info) {
  cc_jpeg_job *job = calloc(1, sizeof(cc_jpeg_job));
  if (job == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  job->cinfo.err = jpeg_std_error(&job->error.manager);
  job->error.manager.error_exit = cc_jpeg_error_exit;
  job->error.manager.emit_message = cc_jpeg_emit_message;
  job->error.manager.output_message = cc_jpeg_output_message;
  job->error.status = CCODECS_ERROR_CORRUPT;
  if (setjmp(job->error.jump)) {
    int status = job->error.status;
    cc_jpeg_job_cleanup(job);
    free(job);
    return status;
  }
  jpeg_create_decompress(&job->cinfo);
  job->created = 1;
  // The markers before the frame header (Exif, XMP, ICC profiles: megabytes in some files)
  // are skipped on the stream by their lengths, through libjpeg's buffer of a few kilobytes:
  // any number and size of segments costs the same memory.
  jpeg_stdio_src(&job->cinfo, file);
  int status = CCODECS_ERROR_CORRUPT;
  if (jpeg_read_header(&job->cinfo, TRUE) == JPEG_HEADER_OK && job->cinfo.image_width > 0 &&
      job->cinfo.image_height > 0) {
    info->width = (int)job->cinfo.image_width;
    info->height = (int)job->cinfo.image_height;
    info->has_alpha = 0;
    info->is_progressive = job->cinfo.progressive_mode ? 1 : 0;
    status = CCODECS_OK;
  }
  cc_jpeg_job_cleanup(job);
  free(job);
  return status;
}

int cc_jpeg_decode(const cc_source *source, uint64_t max_pixels, int allow_scaling,
                   uint8_t *pixels, int width, int height, int stride) {
  cc_jpeg_job *job = calloc(1, sizeof(cc_jpeg_job));
  if (job == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  job->cinfo.err = jpeg_std_error(&job->error.manager);
  job->error.manager.error_exit = cc_jpeg_error_exit;
  job->error.manager.emit_message = cc_jpeg_emit_message;
  job->error.manager.output_message = cc_jpeg_output_message;
  job->error.status = CCODECS_ERROR_CORRUPT;
  if (setjmp(job->error.jump)) {
    int status = job->error.status;
    cc_jpeg_job_cleanup(job);
    free(job);
    return status;
  }
  jpeg_create_decompress(&job->cinfo);
  job->created = 1;
  j_decompress_ptr cinfo = &job->cinfo;
  job->progress.manager.progress_monitor = cc_jpeg_progress_monitor;
  job->progress.error = &job->error;
  cinfo->progress = &job->progress.manager;
  // Progressive and multi-scan images keep every coefficient in memory: bound it by the
  // pixel limit.
  cinfo->mem->max_memory_to_use = cc_jpeg_memory_budget(max_pixels);
  if (source->file != NULL) {
    jpeg_stdio_src(cinfo, source->file);
  } else {
    jpeg_mem_src(cinfo, source->data, (unsigned long)source->length);
  }
  if (jpeg_read_header(cinfo, TRUE) != JPEG_HEADER_OK) {
    cc_jpeg_job_cleanup(job);
    free(job);
    return CCODECS_ERROR_CORRUPT;
  }
  if (cinfo->image_width == 0 || cinfo->image_height == 0) {
    cc_jpeg_job_cleanup(job);
    free(job);
    return CCODECS_ERROR_CORRUPT;
  }
  if ((uint64_t)cinfo->image_width * (uint64_t)cinfo->image_height > max_pixels) {
    cc_jpeg_job_cleanup(job);
    free(job);
    return CCODECS_ERROR_TOO_LARGE;
  }
  int cmyk = cinfo->jpeg_color_space == JCS_CMYK || cinfo->jpeg_color_space == JCS_YCCK;
  cinfo->out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
  cinfo->scale_num =
      allow_scaling ? (unsigned)cc_jpeg_pick_scale(cinfo->image_width, cinfo->image_height,
                                                   width, height)
                    : 8;
  cinfo->scale_denom = 8;
  jpeg_start_decompress(cinfo);
  int source_width = (int)cinfo->output_width;
  int source_height = (int)cinfo->output_height;
  int components = cinfo->output_components;
  int status = cc_resampler_init(&job->resampler, source_width, source_height, 3, pixels, width,
                                 height, stride);
  if (status != CCODECS_OK) {
    cc_jpeg_job_cleanup(job);
    free(job);
    return status;
  }
  int batch = cinfo->rec_outbuf_height > 0 ? cinfo->rec_outbuf_height : 1;
  size_t row_bytes = (size_t)source_width * (size_t)components;
  job->rows = malloc(row_bytes * (size_t)batch);
  if (cmyk) job->rgb = malloc((size_t)source_width * 3);
  if (job->rows == NULL || (cmyk && job->rgb == NULL)) {
    cc_jpeg_job_cleanup(job);
    free(job);
    return CCODECS_ERROR_OUT_OF_MEMORY;
  }
  JSAMPROW pointers[16];
  if (batch > 16) batch = 16;
  for (int i = 0; i < batch; i++) pointers[i] = job->rows + (size_t)i * row_bytes;
  while (cinfo->output_scanline < cinfo->output_height) {
    JDIMENSION got = jpeg_read_scanlines(cinfo, pointers, (JDIMENSION)batch);
    if (got == 0) break;
    for (JDIMENSION i = 0; i < got; i++) {
      const uint8_t *row = pointers[i];
      if (cmyk) {
        // Adobe writes inverted CMYK; with K folded in this is the usual approximation.
        uint8_t *rgb = job->rgb;
        for (int x = 0; x < source_width; x++) {
          unsigned k = row[x * 4 + 3];
          rgb[x * 3 + 0] = (uint8_t)((row[x * 4 + 0] * k + 127) / 255);
          rgb[x * 3 + 1] = (uint8_t)((row[x * 4 + 1] * k + 127) / 255);
          rgb[x * 3 + 2] = (uint8_t)((row[x * 4 + 2] * k + 127) / 255);
        }
        row = rgb;
      }
      cc_resampler_push(&job->resampler, row);
    }
  }
  if (cinfo->output_scanline < cinfo->output_height) {
    cc_jpeg_job_cleanup(job);
    free(job);
    return CCODECS_ERROR_CORRUPT;
  }
  jpeg_finish_decompress(cinfo);
  cc_jpeg_job_cleanup(job);
  free(job);
  return CCODECS_OK;
}

#endif
