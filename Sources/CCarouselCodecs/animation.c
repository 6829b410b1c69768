// Animations: one interface over GIF (giflib) and animated WebP (libwebp's demuxer and
// decoder). Each frame is drawn by the format's code on a canvas (compose.c): at the stored
// size when that is small enough to be exact, resampled to the caller's size here; at the
// caller's size otherwise, so an animation never holds a huge stored canvas: a 7000 x 7000
// picture in a 300 x 300 slot composes 300 x 300 pixels.

#include <stdlib.h>
#include <string.h>

#include "CCarouselCodecs.h"
#include "internal.h"

struct ccodecs_animation {
  const cc_animation_ops *ops;
  void *state;
  ccodecs_animation_info info;
  int32_t *durations;
  /// At the stored size or the size asked for (`max_canvas_pixels`); allocated on the first
  /// frame.
  cc_canvas canvas;
  uint64_t max_canvas_pixels;
  /// One row of the canvas with straight alpha, for the resampler (allocated on first use).
  uint8_t *row;
};

#define CC_DEFAULT_MAX_CANVAS_PIXELS 1048576ULL

_Thread_local uint64_t cc_frame_records_read = 0;

uint64_t ccodecs_thread_frame_records_read(void) { return cc_frame_records_read; }

int ccodecs_animation_open(const uint8_t *data, size_t length,
                           const ccodecs_animation_options *options, ccodecs_animation **out,
                           ccodecs_animation_info *info) {
  if (out != NULL) *out = NULL;
  if (data == NULL || out == NULL || info == NULL) return CCODECS_ERROR_INVALID_ARGUMENT;
  memset(info, 0, sizeof(*info));
  uint64_t max_pixels = CC_DEFAULT_MAX_PIXELS;
  int max_frames = CC_DEFAULT_MAX_FRAMES;
  uint64_t max_canvas_pixels = CC_DEFAULT_MAX_CANVAS_PIXELS;
  if (options != NULL) {
    if (options->max_pixels != 0) max_pixels = options->max_pixels;
    if (options->max_frames > 0) max_frames = options->max_frames;
    if (options->max_canvas_pixels != 0) max_canvas_pixels = options->max_canvas_pixels;
  }
  int format = ccodecs_sniff_format(data, length);
  info->format = format;
#if defined(__linux__)
  int supported = cc_format_status(format);
  if (supported != CCODECS_OK) return supported;
  ccodecs_animation *animation = calloc(1, sizeof(ccodecs_animation));
  if (animation == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  int status;
  switch (format) {
#if CC_HAS_GIF
    case CCODECS_FORMAT_GIF:
      animation->ops = &cc_gif_ops;
      status = cc_gif_open(data, length, max_pixels, max_frames, &animation->state, info,
                           &animation->durations);
      break;
#endif
#if CC_HAS_WEBP
    case CCODECS_FORMAT_WEBP:
      animation->ops = &cc_webp_animation_ops;
      status = cc_webp_animation_open(data, length, max_pixels, max_frames, &animation->state,
                                      info, &animation->durations);
      break;
#endif
    default:
      status = CCODECS_ERROR_UNSUPPORTED_FORMAT;
      break;
  }
  if (status != CCODECS_OK) {
    free(animation->durations);
    free(animation);
    info->format = format;
    return status;
  }
  animation->info = *info;
  animation->max_canvas_pixels = max_canvas_pixels;
  *out = animation;
  return CCODECS_OK;
#else
  (void)max_pixels;
  (void)max_frames;
  (void)max_canvas_pixels;
  return format == CCODECS_FORMAT_UNKNOWN ? CCODECS_ERROR_UNKNOWN_FORMAT
                                          : CCODECS_ERROR_UNSUPPORTED_FORMAT;
#endif
}

int ccodecs_animation_durations(const ccodecs_animation *animation, int32_t *milliseconds,
                                int count) {
  if (animation == NULL || milliseconds == NULL || count < 0 ||
      count > animation->info.frame_count) {
    return CCODECS_ERROR_INVALID_ARGUMENT;
  }
  memcpy(milliseconds, animation->durations, sizeof(int32_t) * (size_t)count);
  return CCODECS_OK;
}

/// The size frames are composed at for an output of `width` x `height`: the stored size when
/// it is within `max_canvas_pixels`, the output's otherwise (never larger than the stored).
static void cc_animation_canvas_size(const ccodecs_animation *animation, int width, int height,
                                     int *canvas_width, int *canvas_height) {
  int stored_width = animation->info.width;
  int stored_height = animation->info.height;
  if ((uint64_t)stored_width * (uint64_t)stored_height <= animation->max_canvas_pixels) {
    *canvas_width = stored_width;
    *canvas_height = stored_height;
  } else {
    *canvas_width = width < stored_width ? width : stored_width;
    *canvas_height = height < stored_height ? height : stored_height;
  }
}

/// Draws the next frame on the canvas, first sizing the canvas for an output of `width` x
/// `height` (and starting again from the first frame when that changes its size).
static int cc_animation_compose_next(ccodecs_animation *animation, int width, int height,
                                     int *index) {
  cc_canvas *canvas = &animation->canvas;
  int canvas_width;
  int canvas_height;
  cc_animation_canvas_size(animation, width, height, &canvas_width, &canvas_height);
  if (canvas->pixels == NULL || canvas->width != canvas_width ||
      canvas->height != canvas_height) {
    cc_canvas_free(canvas);
    int status = cc_canvas_init(canvas, animation->info.width, animation->info.height,
                                canvas_width, canvas_height);
    if (status != CCODECS_OK) return status;
    status = animation->ops->rewind(animation->state);
    if (status != CCODECS_OK) return status;
  }
  int frame = 0;
  int status = animation->ops->next_frame(animation->state, canvas, &frame);
  if (status != CCODECS_OK) return status;
  if (index != NULL) *index = frame;
  return CCODECS_OK;
}

/// Gives the canvas at `width` x `height`: copied when it is that size, resampled a row at a
/// time otherwise.
static int cc_animation_copy_out(ccodecs_animation *animation, uint8_t *pixels, int width,
                                 int height, int stride) {
  cc_canvas *canvas = &animation->canvas;
  if (canvas->width == width && canvas->height == height) {
    for (int y = 0; y < height; y++) cc_canvas_copy_row(canvas, y, pixels + (size_t)y * stride);
    return CCODECS_OK;
  }
  if (animation->row == NULL) animation->row = malloc((size_t)canvas->width * 4);
  if (animation->row == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  cc_resampler resampler;
  int status = cc_resampler_init(&resampler, canvas->width, canvas->height, 4, pixels, width,
                                 height, stride);
  if (status != CCODECS_OK) return status;
  for (int y = 0; y < canvas->height; y++) {
    cc_canvas_copy_row(canvas, y, animation->row);
    cc_resampler_push(&resampler, animation->row);
  }
  cc_resampler_free(&resampler);
  return CCODECS_OK;
}

int ccodecs_animation_next_frame(ccodecs_animation *animation, uint8_t *pixels, int width,
                                 int height, int stride, int *index) {
  if (animation == NULL || pixels == NULL || width <= 0 || height <= 0 ||
      (int64_t)stride < (int64_t)width * 4) {
    return CCODECS_ERROR_INVALID_ARGUMENT;
  }
  int status = cc_animation_compose_next(animation, width, height, index);
  if (status != CCODECS_OK) return status;
  return cc_animation_copy_out(animation, pixels, width, height, stride);
}

int ccodecs_animation_skip_frame(ccodecs_animation *animation, int width, int height,
                                 int *index) {
  if (animation == NULL || width <= 0 || height <= 0) return CCODECS_ERROR_INVALID_ARGUMENT;
  return cc_animation_compose_next(animation, width, height, index);
}

uint64_t ccodecs_animation_working_bytes(const ccodecs_animation *animation, int width,
                                         int height) {
  if (animation == NULL || width <= 0 || height <= 0) return 0;
  int canvas_width;
  int canvas_height;
  cc_animation_canvas_size(animation, width, height, &canvas_width, &canvas_height);
  uint64_t canvas = (uint64_t)canvas_width * (uint64_t)canvas_height * 4 +
                    sizeof(int) * (uint64_t)animation->info.width;
  if (canvas_width != width || canvas_height != height) {
    // A row with straight alpha, and the resampler's rows of floats.
    canvas += (uint64_t)canvas_width * 20 + (uint64_t)width * 16 * 8;
  }
  return canvas + animation->ops->working_bytes(animation->state, canvas_width, canvas_height);
}

uint64_t ccodecs_animation_play_pixels(const ccodecs_animation *animation, int width,
                                       int height) {
  if (animation == NULL || width <= 0 || height <= 0) return 0;
  int canvas_width;
  int canvas_height;
  cc_animation_canvas_size(animation, width, height, &canvas_width, &canvas_height);
  uint64_t per_frame = (uint64_t)canvas_width * (uint64_t)canvas_height +
                       (uint64_t)width * (uint64_t)height;
  return animation->info.frame_pixels + per_frame * (uint64_t)animation->info.frame_count;
}

int ccodecs_animation_rewind(ccodecs_animation *animation) {
  if (animation == NULL) return CCODECS_ERROR_INVALID_ARGUMENT;
  if (animation->canvas.pixels != NULL) cc_canvas_reset(&animation->canvas);
  return animation->ops->rewind(animation->state);
}

void ccodecs_animation_close(ccodecs_animation *animation) {
  if (animation == NULL) return;
  animation->ops->close(animation->state);
  cc_canvas_free(&animation->canvas);
  free(animation->row);
  free(animation->durations);
  free(animation);
}

int cc_animation_decode_first(const uint8_t *data, size_t length, uint64_t max_pixels,
                              uint8_t *pixels, int width, int height, int stride) {
  // The first frame alone, whatever follows it (the frame limit is for playing): the frames
  // after it are neither counted nor read, so a still decode of a long animation (a file
  // mapped in memory) costs what its first frame costs, however many frames follow.
  ccodecs_animation animation;
  memset(&animation, 0, sizeof(animation));
  int status = CCODECS_ERROR_UNSUPPORTED_FORMAT;
  switch (ccodecs_sniff_format(data, length)) {
#if CC_HAS_GIF
    case CCODECS_FORMAT_GIF:
      animation.ops = &cc_gif_ops;
      status = cc_gif_open(data, length, max_pixels, 1, &animation.state, &animation.info, NULL);
      break;
#endif
#if CC_HAS_WEBP
    case CCODECS_FORMAT_WEBP:
      animation.ops = &cc_webp_animation_ops;
      status = cc_webp_animation_open(data, length, max_pixels, 1, &animation.state,
                                      &animation.info, NULL);
      break;
#endif
    default:
      (void)max_pixels;
      break;
  }
  if (status != CCODECS_OK) return status;
  animation.max_canvas_pixels = CC_DEFAULT_MAX_CANVAS_PIXELS;
  status = ccodecs_animation_next_frame(&animation, pixels, width, height, stride, NULL);
  animation.ops->close(animation.state);
  cc_canvas_free(&animation.canvas);
  free(animation.row);
  return status;
}
