// AVIF decoding with libavif (dav1d or libaom underneath): the AV1 image is decoded to YUV
// planes at its stored size (AV1 has no scaled decoding), then converted to RGB a strip of
// rows at a time straight into the streaming resampler, so no full-size RGBA buffer exists.
// libavif reports errors by result codes; nothing here jumps.
//
// The container's transforms are applied as HEIF orders them: the clean aperture (`clap`)
// crops, then `irot` rotates anticlockwise by quarter turns, then `imir` mirrors. The crop
// is a view of the planes; rotation and mirroring move the pixels of the (small) resampled
// result. Sizes reported by the probe are the displayed ones.

#include "internal.h"

#if CC_HAS_AVIF

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "system_libraries.h"
#include <avif/avif.h>

#include "CCarouselCodecs.h"

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

/// What the container asks to do to the decoded image before it is shown.
typedef struct cc_avif_transform {
  avifCropRect crop;  // the part shown, in stored pixels (the whole image without `clap`)
  int quarter_turns;  // anticlockwise, 0...3
  int mirror;         // -1 none, 0 top and bottom exchanged, 1 left and right exchanged
} cc_avif_transform;

/// The transforms of `image` (read from its properties). Returns 0 for a clean aperture that
/// does not describe a rectangle inside the image.
static int cc_avif_transform_of(const avifImage *image, cc_avif_transform *transform) {
  transform->crop = (avifCropRect){0, 0, image->width, image->height};
  transform->quarter_turns = 0;
  transform->mirror = -1;
  if (image->transformFlags & AVIF_TRANSFORM_CLAP) {
    avifCropRect crop;
    avifDiagnostics diagnostics;
    if (!avifCropRectConvertCleanApertureBox(&crop, &image->clap, image->width, image->height,
                                             image->yuvFormat, &diagnostics) ||
        crop.width == 0 || crop.height == 0) {
      return 0;
    }
    transform->crop = crop;
  }
  if (image->transformFlags & AVIF_TRANSFORM_IROT) transform->quarter_turns = image->irot.angle & 3;
  if (image->transformFlags & AVIF_TRANSFORM_IMIR) transform->mirror = image->imir.mode ? 1 : 0;
  return 1;
}

/// The size shown: the crop, turned by the rotation.
static void cc_avif_displayed_size(const cc_avif_transform *transform, int *width, int *height) {
  int odd = transform->quarter_turns & 1;
  *width = (int)(odd ? transform->crop.height : transform->crop.width);
  *height = (int)(odd ? transform->crop.width : transform->crop.height);
}

/// Writes `source` (`w` x `h`, RGBA, tightly packed: the cropped picture as stored, resampled)
/// rotated and mirrored into `destination`, the displayed orientation.
static void cc_avif_orient(const cc_avif_transform *transform, const uint8_t *source, int w,
                           int h, uint8_t *destination, int stride) {
  int odd = transform->quarter_turns & 1;
  int width = odd ? h : w;
  int height = odd ? w : h;
  for (int y = 0; y < height; y++) {
    uint32_t *out = (uint32_t *)(void *)(destination + (size_t)y * (size_t)stride);
    for (int x = 0; x < width; x++) {
      // Undo the mirroring, then the rotation.
      int rx = transform->mirror == 1 ? width - 1 - x : x;
      int ry = transform->mirror == 0 ? height - 1 - y : y;
      int sx;
      int sy;
      switch (transform->quarter_turns) {
        case 1:  // the top edge went to the left side, its left end at the bottom
          sx = w - 1 - ry;
          sy = rx;
          break;
        case 2:
          sx = w - 1 - rx;
          sy = h - 1 - ry;
          break;
        case 3:
          sx = ry;
          sy = h - 1 - rx;
          break;
        default:
          sx = rx;
          sy = ry;
          break;
      }
      memcpy(&out[x], source + ((size_t)sy * (size_t)w + (size_t)sx) * 4, 4);
    }
  }
}

int cc_avif_probe(const uint8_t *data, size_t length, ccodecs_info *info) {
  int status = CCODECS_OK;
  avifDecoder *decoder = cc_avif_parse(data, length, &status);
  if (decoder == NULL) return status;
  cc_avif_transform transform;
  if (!cc_avif_transform_of(decoder->image, &transform)) {
    avifDecoderDestroy(decoder);
    return CCODECS_ERROR_CORRUPT;
  }
  cc_avif_displayed_size(&transform, &info->width, &info->height);
  info->has_alpha = decoder->alphaPresent ? 1 : 0;
  info->is_animated = decoder->imageCount > 1;
  avifDecoderDestroy(decoder);
  return CCODECS_OK;
}

typedef struct cc_avif_job {
  avifDecoder *decoder;
  cc_resampler resampler;
  uint8_t *strip;
  uint8_t *unoriented;  // the resampled picture before rotation and mirroring
} cc_avif_job;

static int cc_avif_finish(cc_avif_job *job, int status) {
  cc_resampler_free(&job->resampler);
  free(job->strip);
  free(job->unoriented);
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
  cc_avif_transform transform;
  if (!cc_avif_transform_of(image, &transform) || transform.crop.x + transform.crop.width >
                                                       (uint32_t)source_width ||
      transform.crop.y + transform.crop.height > (uint32_t)source_height) {
    return cc_avif_finish(&job, CCODECS_ERROR_CORRUPT);
  }
  // From here on the source is the crop; the resampler's output is in stored orientation,
  // turned afterwards when the container rotates or mirrors.
  int crop_x = (int)transform.crop.x;
  int crop_y = (int)transform.crop.y;
  source_width = (int)transform.crop.width;
  source_height = (int)transform.crop.height;
  int oriented = transform.quarter_turns != 0 || transform.mirror >= 0;
  int stored_width = (transform.quarter_turns & 1) ? height : width;
  int stored_height = (transform.quarter_turns & 1) ? width : height;
  uint8_t *target = pixels;
  int target_stride = stride;
  if (oriented) {
    job.unoriented = malloc((size_t)stored_width * (size_t)stored_height * 4);
    if (job.unoriented == NULL) return cc_avif_finish(&job, CCODECS_ERROR_OUT_OF_MEMORY);
    target = job.unoriented;
    target_stride = stored_width * 4;
  }
  int channels = image->alphaPlane != NULL ? 4 : 3;
  status = cc_resampler_init(&job.resampler, source_width, source_height, channels, target,
                             stored_width, stored_height, target_stride);
  if (status != CCODECS_OK) return cc_avif_finish(&job, status);
  size_t row_bytes = (size_t)source_width * (size_t)channels;
  job.strip = malloc(row_bytes * CC_AVIF_STRIP_ROWS);
  if (job.strip == NULL) return cc_avif_finish(&job, CCODECS_ERROR_OUT_OF_MEMORY);
  for (int top = 0; top < source_height; top += CC_AVIF_STRIP_ROWS) {
    int rows = source_height - top < CC_AVIF_STRIP_ROWS ? source_height - top : CC_AVIF_STRIP_ROWS;
    avifImage view;
    memset(&view, 0, sizeof(view));
    avifCropRect rect = {(uint32_t)crop_x, (uint32_t)(crop_y + top), (uint32_t)source_width,
                         (uint32_t)rows};
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
  if (oriented) {
    cc_avif_orient(&transform, job.unoriented, stored_width, stored_height, pixels, stride);
  }
  return cc_avif_finish(&job, CCODECS_OK);
}

#endif
