// AVIF decoding with libavif (dav1d or libaom underneath): the AV1 image is decoded to YUV
// planes at its stored size (AV1 has no scaled decoding), then converted to RGB a strip of
// rows at a time straight into the streaming resampler, so no full-size RGBA buffer exists.
// libavif reports errors by result codes; nothing here jumps.

#if defined(__linux__)

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <avif/avif.h>

#include "CCarouselCodecs.h"
#include "internal.h"

/// Rows converted from YUV at a time: even, so that every strip starts on a chroma row.
#define CC_AVIF_STRIP_ROWS 16

static int cc_avif_status(avifResult result) {
  switch (result) {
    case AVIF_RESULT_OK:
      return CCODECS_OK;
    case AVIF_RESULT_OUT_OF_MEMORY:
      return CCODECS_ERROR_OUT_OF_MEMORY;
    case AVIF_RESULT_NO_CODEC_AVAILABLE:
      return CCODECS_ERROR_UNSUPPORTED_FORMAT;
    default:
      return CCODECS_ERROR_CORRUPT;
  }
}

/// A decoder over `data` with the container parsed; NULL with `*status` set on failure.
static avifDecoder *cc_avif_parse(const uint8_t *data, size_t length, int *status) {
  avifDecoder *decoder = avifDecoderCreate();
  if (decoder == NULL) {
    *status = CCODECS_ERROR_OUT_OF_MEMORY;
    return NULL;
  }
  decoder->ignoreExif = AVIF_TRUE;
  decoder->ignoreXMP = AVIF_TRUE;
  // Two threads for the AV1 decoder: the machines this runs on have a few cores, and a
  // single large picture is the usual banner.
  decoder->maxThreads = 2;
  avifResult result = avifDecoderSetIOMemory(decoder, data, length);
  if (result == AVIF_RESULT_OK) result = avifDecoderParse(decoder);
  if (result != AVIF_RESULT_OK) {
    *status = cc_avif_status(result);
    avifDecoderDestroy(decoder);
    return NULL;
  }
  if (decoder->image->width == 0 || decoder->image->height == 0) {
    *status = CCODECS_ERROR_CORRUPT;
    avifDecoderDestroy(decoder);
    return NULL;
  }
  *status = CCODECS_OK;
  return decoder;
}

int cc_avif_probe(const uint8_t *data, size_t length, ccodecs_info *info) {
  int status = CCODECS_OK;
  avifDecoder *decoder = cc_avif_parse(data, length, &status);
  if (decoder == NULL) return status;
  info->width = (int)decoder->image->width;
  info->height = (int)decoder->image->height;
  info->has_alpha = decoder->alphaPresent ? 1 : 0;
  info->is_animated = decoder->imageCount > 1;
  avifDecoderDestroy(decoder);
  return CCODECS_OK;
}

typedef struct cc_avif_job {
  avifDecoder *decoder;
  cc_resampler resampler;
  uint8_t *strip;
} cc_avif_job;

static int cc_avif_finish(cc_avif_job *job, int status) {
  cc_resampler_free(&job->resampler);
  free(job->strip);
  if (job->decoder != NULL) avifDecoderDestroy(job->decoder);
  return status;
}

int cc_avif_decode(const uint8_t *data, size_t length, uint64_t max_pixels, uint8_t *pixels,
                   int width, int height, int stride) {
  cc_avif_job job;
  memset(&job, 0, sizeof(job));
  int status = CCODECS_OK;
  job.decoder = cc_avif_parse(data, length, &status);
  if (job.decoder == NULL) return status;
  avifDecoder *decoder = job.decoder;
  uint64_t area = (uint64_t)decoder->image->width * (uint64_t)decoder->image->height;
  if (area > max_pixels) return cc_avif_finish(&job, CCODECS_ERROR_TOO_LARGE);
  // The AV1 decoder enforces the limit too, for frames larger than the container said.
  decoder->imageSizeLimit = max_pixels < AVIF_DEFAULT_IMAGE_SIZE_LIMIT
                                ? (uint32_t)max_pixels
                                : AVIF_DEFAULT_IMAGE_SIZE_LIMIT;
  avifResult result = avifDecoderNextImage(decoder);
  if (result != AVIF_RESULT_OK) return cc_avif_finish(&job, cc_avif_status(result));
  avifImage *image = decoder->image;
  int source_width = (int)image->width;
  int source_height = (int)image->height;
  if ((uint64_t)source_width * (uint64_t)source_height > max_pixels) {
    return cc_avif_finish(&job, CCODECS_ERROR_TOO_LARGE);
  }
  int channels = image->alphaPlane != NULL ? 4 : 3;
  status = cc_resampler_init(&job.resampler, source_width, source_height, channels, pixels, width,
                             height, stride);
  if (status != CCODECS_OK) return cc_avif_finish(&job, status);
  size_t row_bytes = (size_t)source_width * (size_t)channels;
  job.strip = malloc(row_bytes * CC_AVIF_STRIP_ROWS);
  if (job.strip == NULL) return cc_avif_finish(&job, CCODECS_ERROR_OUT_OF_MEMORY);
  for (int top = 0; top < source_height; top += CC_AVIF_STRIP_ROWS) {
    int rows = source_height - top < CC_AVIF_STRIP_ROWS ? source_height - top : CC_AVIF_STRIP_ROWS;
    avifImage view;
    memset(&view, 0, sizeof(view));
    avifCropRect rect = {0, (uint32_t)top, (uint32_t)source_width, (uint32_t)rows};
    result = avifImageSetViewRect(&view, image, &rect);
    if (result != AVIF_RESULT_OK) return cc_avif_finish(&job, cc_avif_status(result));
    avifRGBImage rgb;
    avifRGBImageSetDefaults(&rgb, &view);
    rgb.format = channels == 4 ? AVIF_RGB_FORMAT_RGBA : AVIF_RGB_FORMAT_RGB;
    rgb.depth = 8;
    // Nearest chroma: every strip converts on its own, with no rows borrowed from the next,
    // and the resampler averages far more than a chroma sample's reach anyway.
    rgb.chromaUpsampling = AVIF_CHROMA_UPSAMPLING_FASTEST;
    rgb.pixels = job.strip;
    rgb.rowBytes = (uint32_t)row_bytes;
    result = avifImageYUVToRGB(&view, &rgb);
    if (result != AVIF_RESULT_OK) return cc_avif_finish(&job, cc_avif_status(result));
    for (int row = 0; row < rows; row++) {
      cc_resampler_push(&job.resampler, job.strip + (size_t)row * row_bytes);
    }
  }
  return cc_avif_finish(&job, CCODECS_OK);
}

#endif
