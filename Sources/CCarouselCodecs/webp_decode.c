// WebP decoding with libwebp: a still image straight to the target size with the library's
// scaled decoder (lossy, lossless, alpha), an animation frame by frame with its animation
// decoder. libwebp reports errors by status codes; nothing here jumps.

#include "internal.h"

#if CC_HAS_WEBP

#include <stdlib.h>
#include <string.h>

#include <webp/decode.h>
#include <webp/demux.h>

#include "CCarouselCodecs.h"

static int cc_webp_status(VP8StatusCode code) {
  switch (code) {
    case VP8_STATUS_OK:
      return CCODECS_OK;
    case VP8_STATUS_OUT_OF_MEMORY:
      return CCODECS_ERROR_OUT_OF_MEMORY;
    case VP8_STATUS_INVALID_PARAM:
      return CCODECS_ERROR_INVALID_ARGUMENT;
    default:
      return CCODECS_ERROR_CORRUPT;
  }
}

int cc_webp_probe(const uint8_t *data, size_t length, ccodecs_info *info) {
  WebPBitstreamFeatures features;
  int status = cc_webp_status(WebPGetFeatures(data, length, &features));
  if (status != CCODECS_OK) return CCODECS_ERROR_CORRUPT;
  if (features.width <= 0 || features.height <= 0) return CCODECS_ERROR_CORRUPT;
  info->width = features.width;
  info->height = features.height;
  info->has_alpha = features.has_alpha != 0;
  info->is_animated = features.has_animation != 0;
  return CCODECS_OK;
}

/// Divides the alpha out of premultiplied RGBA rows in place.
static void cc_unpremultiply(uint8_t *pixels, int width, int height, int stride) {
  for (int y = 0; y < height; y++) {
    uint8_t *pixel = pixels + (size_t)y * (size_t)stride;
    for (int x = 0; x < width; x++, pixel += 4) {
      unsigned alpha = pixel[3];
      if (alpha == 0 || alpha == 255) continue;
      for (int c = 0; c < 3; c++) {
        unsigned value = (pixel[c] * 255u + alpha / 2) / alpha;
        pixel[c] = (uint8_t)(value > 255 ? 255 : value);
      }
    }
  }
}

int cc_webp_decode(const uint8_t *data, size_t length, uint64_t max_pixels, uint8_t *pixels,
                   int width, int height, int stride) {
  WebPDecoderConfig config;
  if (!WebPInitDecoderConfig(&config)) return CCODECS_ERROR_INVALID_ARGUMENT;
  if (WebPGetFeatures(data, length, &config.input) != VP8_STATUS_OK) {
    return CCODECS_ERROR_CORRUPT;
  }
  const WebPBitstreamFeatures *features = &config.input;
  if (features->width <= 0 || features->height <= 0) return CCODECS_ERROR_CORRUPT;
  if ((uint64_t)features->width * (uint64_t)features->height > max_pixels) {
    return CCODECS_ERROR_TOO_LARGE;
  }
  if (features->has_animation) {
    return cc_animation_decode_first(data, length, max_pixels, pixels, width, height, stride);
  }
  // Scaling averages neighbouring pixels: premultiplied, so that transparent pixels lend no
  // colour to their neighbours; the alpha is divided out afterwards.
  config.output.colorspace = features->has_alpha ? MODE_rgbA : MODE_RGBA;
  config.output.is_external_memory = 1;
  config.output.u.RGBA.rgba = pixels;
  config.output.u.RGBA.stride = stride;
  config.output.u.RGBA.size = (size_t)stride * (size_t)(height - 1) + (size_t)width * 4;
  if (width != features->width || height != features->height) {
    config.options.use_scaling = 1;
    config.options.scaled_width = width;
    config.options.scaled_height = height;
  }
  int status = cc_webp_status(WebPDecode(data, length, &config));
  WebPFreeDecBuffer(&config.output);
  if (status != CCODECS_OK) return status;
  if (features->has_alpha) cc_unpremultiply(pixels, width, height, stride);
  return CCODECS_OK;
}

typedef struct cc_webp_animation {
  WebPAnimDecoder *decoder;
  int next;
} cc_webp_animation;

int cc_webp_animation_open(const uint8_t *data, size_t length, uint64_t max_pixels,
                           int max_frames, void **out, ccodecs_animation_info *info,
                           int32_t **durations_out) {
  WebPBitstreamFeatures features;
  if (WebPGetFeatures(data, length, &features) != VP8_STATUS_OK) return CCODECS_ERROR_CORRUPT;
  if (features.width <= 0 || features.height <= 0) return CCODECS_ERROR_CORRUPT;
  // The animation decoder allocates two canvases as soon as it is created: check first.
  if ((uint64_t)features.width * (uint64_t)features.height > max_pixels) {
    return CCODECS_ERROR_TOO_LARGE;
  }
  WebPAnimDecoderOptions options;
  if (!WebPAnimDecoderOptionsInit(&options)) return CCODECS_ERROR_INVALID_ARGUMENT;
  options.color_mode = MODE_RGBA;
  options.use_threads = 0;
  WebPData webp = {data, length};
  cc_webp_animation *state = calloc(1, sizeof(cc_webp_animation));
  if (state == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  state->decoder = WebPAnimDecoderNew(&webp, &options);
  if (state->decoder == NULL) {
    free(state);
    return CCODECS_ERROR_CORRUPT;
  }
  WebPAnimInfo animation;
  if (!WebPAnimDecoderGetInfo(state->decoder, &animation) || animation.frame_count == 0 ||
      (uint64_t)animation.canvas_width * (uint64_t)animation.canvas_height > max_pixels) {
    WebPAnimDecoderDelete(state->decoder);
    free(state);
    return CCODECS_ERROR_CORRUPT;
  }
  if (animation.frame_count > (uint32_t)max_frames) {
    WebPAnimDecoderDelete(state->decoder);
    free(state);
    return CCODECS_ERROR_TOO_MANY_FRAMES;
  }
  int count = (int)animation.frame_count;
  int32_t *durations = malloc(sizeof(int32_t) * (size_t)count);
  if (durations == NULL) {
    WebPAnimDecoderDelete(state->decoder);
    free(state);
    return CCODECS_ERROR_OUT_OF_MEMORY;
  }
  const WebPDemuxer *demuxer = WebPAnimDecoderGetDemuxer(state->decoder);
  for (int i = 0; i < count; i++) {
    WebPIterator iterator;
    durations[i] = 0;
    if (WebPDemuxGetFrame(demuxer, i + 1, &iterator)) {
      durations[i] = iterator.duration > 0 ? iterator.duration : 0;
      WebPDemuxReleaseIterator(&iterator);
    }
  }
  info->format = CCODECS_FORMAT_WEBP;
  info->width = (int)animation.canvas_width;
  info->height = (int)animation.canvas_height;
  info->frame_count = count;
  info->plays = (int)animation.loop_count;
  info->has_alpha = features.has_alpha != 0 || count > 1;
  *durations_out = durations;
  *out = state;
  return CCODECS_OK;
}

static int cc_webp_animation_rewind(void *opaque) {
  cc_webp_animation *state = opaque;
  WebPAnimDecoderReset(state->decoder);
  state->next = 0;
  return CCODECS_OK;
}

static int cc_webp_animation_next_frame(void *opaque, uint8_t **canvas, int *index) {
  cc_webp_animation *state = opaque;
  if (!WebPAnimDecoderHasMoreFrames(state->decoder)) cc_webp_animation_rewind(state);
  uint8_t *buffer = NULL;
  int timestamp = 0;
  if (!WebPAnimDecoderGetNext(state->decoder, &buffer, &timestamp) || buffer == NULL) {
    return CCODECS_ERROR_CORRUPT;
  }
  *canvas = buffer;
  *index = state->next;
  state->next += 1;
  return CCODECS_OK;
}

static void cc_webp_animation_close(void *opaque) {
  cc_webp_animation *state = opaque;
  if (state == NULL) return;
  WebPAnimDecoderDelete(state->decoder);
  free(state);
}

const cc_animation_ops cc_webp_animation_ops = {
    cc_webp_animation_next_frame, cc_webp_animation_rewind, cc_webp_animation_close};

#endif
