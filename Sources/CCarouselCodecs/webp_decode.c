// WebP decoding with libwebp: a still image straight to the target size with the library's
// scaled decoder (lossy, lossless, alpha), an animation frame by frame with its animation
// decoder. libwebp reports errors by status codes; nothing here jumps.

#include "internal.h"

#if CC_HAS_WEBP

#include <stdlib.h>
#include <string.h>

#include "system_libraries.h"
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

/// Where one frame of an animation is and how it is drawn: what libwebp's frame iterator
/// gives, kept for every frame.
typedef struct cc_webp_frame {
  /// The frame's image data (its `ALPH` and `VP8 `/`VP8L` chunks), inside the caller's data.
  const uint8_t *bytes;
  size_t size;
  int x_offset;
  int y_offset;
  int width;
  int height;
  int duration;
  int dispose_to_background;
  int blends;
} cc_webp_frame;

/// An animation read with libwebp's demuxer, each frame decoded with the scaled decoder
/// straight to the bins it covers on the canvas (libwebp's own animation decoder would hold
/// two canvases at the stored size).
///
/// The demuxer checks the container whole, then the frames are indexed in one pass over its
/// chunk headers: libwebp finds frame n (`WebPDemuxGetFrame`, and so `WebPDemuxNextFrame` and
/// its animation decoder) by walking its list of frames from the first, so reading every
/// frame through it costs frames squared (100,000 frames: five billion steps, seconds of a
/// core, before the first frame shows). The index is checked against the demuxer's first and
/// last frames.
typedef struct cc_webp_animation {
  WebPDemuxer *demuxer;
  cc_webp_frame *frames;
  int frame_count;
  /// The frame `next_frame` draws (0-based).
  int next;
  /// The previous frame, disposed of before the next is drawn.
  int dispose_previous;
  int previous_left;
  int previous_top;
  int previous_width;
  int previous_height;
  /// A frame scaled to its bins, premultiplied RGBA.
  uint8_t *scaled;
  size_t scaled_capacity;
  /// What libwebp allocates for the most demanding frame, estimated from the frames' sizes and
  /// kinds (a lossless frame is decoded whole, an alpha plane whole, a lossy frame a few rows
  /// of macroblocks at a time).
  uint64_t largest_decode;
} cc_webp_animation;

static void cc_webp_animation_close(void *opaque) {
  cc_webp_animation *state = opaque;
  if (state == NULL) return;
  WebPDemuxDelete(state->demuxer);
  free(state->frames);
  free(state->scaled);
  free(state);
}

static uint32_t cc_webp_le24(const uint8_t *bytes) {
  return (uint32_t)bytes[0] | ((uint32_t)bytes[1] << 8) | ((uint32_t)bytes[2] << 16);
}

static uint32_t cc_webp_le32(const uint8_t *bytes) {
  return cc_webp_le24(bytes) | ((uint32_t)bytes[3] << 24);
}

/// A frame as libwebp's iterator gives it (for the first frame, and to check the index).
static void cc_webp_frame_from_iterator(const WebPIterator *iterator, cc_webp_frame *frame) {
  frame->bytes = iterator->fragment.bytes;
  frame->size = iterator->fragment.size;
  frame->x_offset = iterator->x_offset;
  frame->y_offset = iterator->y_offset;
  frame->width = iterator->width;
  frame->height = iterator->height;
  frame->duration = iterator->duration;
  frame->dispose_to_background = iterator->dispose_method == WEBP_MUX_DISPOSE_BACKGROUND;
  frame->blends = iterator->blend_method == WEBP_MUX_BLEND;
}

/// Whether the frame indexed from the chunks is the one the demuxer gives as `number`
/// (1-based): the same place, size, timing and image data.
static int cc_webp_frame_matches(WebPDemuxer *demuxer, int number, const cc_webp_frame *frame) {
  WebPIterator iterator;
  cc_frame_records_read += (uint64_t)number;
  if (!WebPDemuxGetFrame(demuxer, number, &iterator)) return 0;
  cc_webp_frame expected;
  cc_webp_frame_from_iterator(&iterator, &expected);
  WebPDemuxReleaseIterator(&iterator);
  return expected.bytes == frame->bytes && expected.size <= frame->size &&
         expected.x_offset == frame->x_offset && expected.y_offset == frame->y_offset &&
         expected.width == frame->width && expected.height == frame->height &&
         expected.duration == frame->duration &&
         expected.dispose_to_background == frame->dispose_to_background &&
         expected.blends == frame->blends;
}

/// Indexes the `count` frames of an animated WebP the demuxer accepted, in one pass over the
/// container's chunk headers (RIFF: a four-letter tag, a little-endian size, the payload,
/// padded to an even length; an `ANMF` payload: offsets halved, width and height less one,
/// duration, flags, then the frame's image chunks).
static int cc_webp_index_frames(const uint8_t *data, size_t length, cc_webp_frame *frames,
                                int count) {
  if (length < 12) return CCODECS_ERROR_CORRUPT;
  size_t end = 8 + (size_t)cc_webp_le32(data + 4);
  if (end > length) end = length;
  size_t offset = 12;
  int found = 0;
  while (end - offset >= 8) {
    size_t size = cc_webp_le32(data + offset + 4);
    size_t payload = offset + 8;
    if (size > end - payload) return CCODECS_ERROR_CORRUPT;
    if (memcmp(data + offset, "ANMF", 4) == 0) {
      if (found >= count || size < 16) return CCODECS_ERROR_CORRUPT;
      const uint8_t *header = data + payload;
      cc_webp_frame *frame = &frames[found++];
      cc_frame_records_read += 1;
      frame->x_offset = (int)cc_webp_le24(header) * 2;
      frame->y_offset = (int)cc_webp_le24(header + 3) * 2;
      frame->width = (int)cc_webp_le24(header + 6) + 1;
      frame->height = (int)cc_webp_le24(header + 9) + 1;
      frame->duration = (int)cc_webp_le24(header + 12);
      frame->dispose_to_background = header[15] & 1;
      frame->blends = !(header[15] & 2);
      frame->bytes = header + 16;
      frame->size = size - 16;
    }
    size_t padded = size + (size & 1);
    if (padded > end - payload) break;
    offset = payload + padded;
  }
  return found == count ? CCODECS_OK : CCODECS_ERROR_CORRUPT;
}

int cc_webp_animation_open(const uint8_t *data, size_t length, uint64_t max_pixels,
                           int max_frames, void **out, ccodecs_animation_info *info,
                           int32_t **durations_out) {
  WebPBitstreamFeatures features;
  if (WebPGetFeatures(data, length, &features) != VP8_STATUS_OK) return CCODECS_ERROR_CORRUPT;
  if (features.width <= 0 || features.height <= 0) return CCODECS_ERROR_CORRUPT;
  if ((uint64_t)features.width * (uint64_t)features.height > max_pixels) {
    return CCODECS_ERROR_TOO_LARGE;
  }
  WebPData webp = {data, length};
  cc_webp_animation *state = calloc(1, sizeof(cc_webp_animation));
  if (state == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  // The demuxer checks the container whole: every frame inside the canvas, nothing cut short.
  state->demuxer = WebPDemux(&webp);
  if (state->demuxer == NULL) {
    cc_webp_animation_close(state);
    return CCODECS_ERROR_CORRUPT;
  }
  uint32_t width = WebPDemuxGetI(state->demuxer, WEBP_FF_CANVAS_WIDTH);
  uint32_t height = WebPDemuxGetI(state->demuxer, WEBP_FF_CANVAS_HEIGHT);
  uint32_t frames = WebPDemuxGetI(state->demuxer, WEBP_FF_FRAME_COUNT);
  if (frames == 0 || width == 0 || height == 0 ||
      (uint64_t)width * (uint64_t)height > max_pixels) {
    cc_webp_animation_close(state);
    return CCODECS_ERROR_CORRUPT;
  }
  if (durations_out == NULL) {
    // The first frame alone (a still decode): nothing past it is read or counted.
    WebPIterator iterator;
    state->frames = calloc(1, sizeof(cc_webp_frame));
    cc_frame_records_read += 1;
    if (state->frames == NULL || !WebPDemuxGetFrame(state->demuxer, 1, &iterator)) {
      int status = state->frames == NULL ? CCODECS_ERROR_OUT_OF_MEMORY : CCODECS_ERROR_CORRUPT;
      cc_webp_animation_close(state);
      return status;
    }
    cc_webp_frame_from_iterator(&iterator, &state->frames[0]);
    WebPDemuxReleaseIterator(&iterator);
    state->frame_count = 1;
    info->format = CCODECS_FORMAT_WEBP;
    info->width = (int)width;
    info->height = (int)height;
    info->frame_count = 1;
    info->plays = 1;
    info->has_alpha = 1;
    *out = state;
    return CCODECS_OK;
  }
  if (frames > (uint32_t)max_frames) {
    cc_webp_animation_close(state);
    return CCODECS_ERROR_TOO_MANY_FRAMES;
  }
  int count = (int)frames;
  int32_t *durations = malloc(sizeof(int32_t) * (size_t)count);
  state->frames = calloc((size_t)count, sizeof(cc_webp_frame));
  if (durations == NULL || state->frames == NULL) {
    free(durations);
    cc_webp_animation_close(state);
    return CCODECS_ERROR_OUT_OF_MEMORY;
  }
  int status = cc_webp_index_frames(data, length, state->frames, count);
  if (status == CCODECS_OK &&
      (!cc_webp_frame_matches(state->demuxer, 1, &state->frames[0]) ||
       !cc_webp_frame_matches(state->demuxer, count, &state->frames[count - 1]))) {
    status = CCODECS_ERROR_CORRUPT;
  }
  if (status != CCODECS_OK) {
    free(durations);
    cc_webp_animation_close(state);
    return status;
  }
  for (int i = 0; i < count; i++) {
    const cc_webp_frame *indexed = &state->frames[i];
    durations[i] = indexed->duration > 0 ? indexed->duration : 0;
    uint64_t area = (uint64_t)indexed->width * (uint64_t)indexed->height;
    info->frame_pixels += area;
    WebPBitstreamFeatures frame;
    if (WebPGetFeatures(indexed->bytes, indexed->size, &frame) == VP8_STATUS_OK) {
      uint64_t decode = frame.format == 2 ? area * 4 + (uint64_t)indexed->width * 64
                                          : (uint64_t)indexed->width * 16 * 3 * 4 +
                                                (frame.has_alpha ? area : 0);
      if (decode > state->largest_decode) state->largest_decode = decode;
    }
  }
  state->frame_count = count;
  info->format = CCODECS_FORMAT_WEBP;
  info->width = (int)width;
  info->height = (int)height;
  info->frame_count = count;
  info->plays = (int)WebPDemuxGetI(state->demuxer, WEBP_FF_LOOP_COUNT);
  info->has_alpha = features.has_alpha != 0 || count > 1;
  *durations_out = durations;
  *out = state;
  return CCODECS_OK;
}

static int cc_webp_animation_rewind(void *opaque) {
  cc_webp_animation *state = opaque;
  state->next = 0;
  state->dispose_previous = 0;
  return CCODECS_OK;
}

static int cc_webp_animation_next_frame(void *opaque, cc_canvas *canvas, int *index) {
  cc_webp_animation *state = opaque;
  if (state->next >= state->frame_count) {
    cc_webp_animation_rewind(state);
    cc_canvas_reset(canvas);
  }
  if (state->dispose_previous) {
    cc_canvas_clear(canvas, state->previous_left, state->previous_top, state->previous_width,
                    state->previous_height);
  }
  const cc_webp_frame *iterator = &state->frames[state->next];
  cc_frame_records_read += 1;
  int status = CCODECS_OK;
  cc_region region;
  if (cc_canvas_region(canvas, iterator->x_offset, iterator->y_offset, iterator->width,
                       iterator->height, &region)) {
    int width = region.x1 - region.x0;
    int height = region.y1 - region.y0;
    size_t bytes = (size_t)width * (size_t)height * 4;
    if (bytes > state->scaled_capacity) {
      free(state->scaled);
      state->scaled = malloc(bytes);
      state->scaled_capacity = state->scaled != NULL ? bytes : 0;
    }
    WebPDecoderConfig config;
    if (state->scaled == NULL) {
      status = CCODECS_ERROR_OUT_OF_MEMORY;
    } else if (!WebPInitDecoderConfig(&config)) {
      status = CCODECS_ERROR_INVALID_ARGUMENT;
    } else {
      // Premultiplied, as the canvas keeps it; scaled by libwebp to the bins it covers.
      config.output.colorspace = MODE_rgbA;
      config.output.is_external_memory = 1;
      config.output.u.RGBA.rgba = state->scaled;
      config.output.u.RGBA.stride = width * 4;
      config.output.u.RGBA.size = bytes;
      if (width != iterator->width || height != iterator->height) {
        config.options.use_scaling = 1;
        config.options.scaled_width = width;
        config.options.scaled_height = height;
      }
      status = cc_webp_status(WebPDecode(iterator->bytes, iterator->size, &config));
      WebPFreeDecBuffer(&config.output);
      if (status == CCODECS_OK) {
        cc_canvas_draw(canvas, &region, state->scaled, iterator->blends);
      } else if (status != CCODECS_ERROR_OUT_OF_MEMORY) {
        status = CCODECS_ERROR_CORRUPT;
      }
    }
  }
  state->dispose_previous = iterator->dispose_to_background;
  state->previous_left = iterator->x_offset;
  state->previous_top = iterator->y_offset;
  state->previous_width = iterator->width;
  state->previous_height = iterator->height;
  if (status != CCODECS_OK) return status;
  *index = state->next;
  state->next += 1;
  return CCODECS_OK;
}

static uint64_t cc_webp_animation_working_bytes(const void *opaque, int width, int height) {
  const cc_webp_animation *state = opaque;
  // A frame scaled to the canvas's size at most, and the decoder's own memory.
  return (uint64_t)width * (uint64_t)height * 4 + state->largest_decode + (64u << 10);
}

const cc_animation_ops cc_webp_animation_ops = {
    cc_webp_animation_next_frame, cc_webp_animation_rewind, cc_webp_animation_working_bytes,
    cc_webp_animation_close};

#endif
