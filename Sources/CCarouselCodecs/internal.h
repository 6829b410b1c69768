// Shared declarations between the codec files. Not part of the public interface.

#ifndef CCAROUSELCODECS_INTERNAL_H
#define CCAROUSELCODECS_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "CCarouselCodecs.h"

// The optional codecs, each compiled in when the package trait of its name is enabled (the
// manifest defines CCODECS_WITH_<FORMAT> then, and links the library). Linux only: Apple
// platforms decode through ImageIO and build none of this.
#if defined(__linux__) && defined(CCODECS_WITH_WEBP)
#define CC_HAS_WEBP 1
#else
#define CC_HAS_WEBP 0
#endif
#if defined(__linux__) && defined(CCODECS_WITH_AVIF)
#define CC_HAS_AVIF 1
#else
#define CC_HAS_AVIF 0
#endif
#if defined(__linux__) && defined(CCODECS_WITH_GIF)
#define CC_HAS_GIF 1
#else
#define CC_HAS_GIF 0
#endif

/// CCODECS_OK when this build decodes `format`; otherwise the status that says why not:
/// CCODECS_ERROR_UNKNOWN_FORMAT, CCODECS_ERROR_FORMAT_NOT_BUILT (a trait left out) or
/// CCODECS_ERROR_UNSUPPORTED_FORMAT (no build decodes it).
int cc_format_status(int format);

#define CC_DEFAULT_MAX_PIXELS 50000000ULL
#define CC_DEFAULT_MAX_FRAMES 10000

/// Per-axis filter taps: for each output position, the first input index, how many inputs
/// contribute, and their weights (summing to 1). The inputs are blocks of source pixels when
/// the resampler averages blocks first.
typedef struct cc_axis {
  int source_length;  // samples (blocks) along the axis
  int box;            // source pixels per block (1: every pixel is a sample)
  int shift;          // how many pixels the first block lacks (the grid is centred)
  int length;
  int max_taps;
  int *first;
  int *count;
  float *weights;  // length * max_taps
} cc_axis;

/// A streaming separable resampler: rows of the source go in one at a time, top to bottom,
/// and finished rows of the destination come out as soon as every source row they depend on
/// has arrived. Memory: a few filtered rows, never the whole source.
typedef struct cc_resampler {
  int source_width;
  int source_height;
  int channels;          // 3 (RGB) or 4 (RGBA, filtered premultiplied)
  int width;
  int height;
  uint8_t *destination;  // RGBA8
  int stride;
  cc_axis horizontal;
  cc_axis vertical;
  int box_x;             // source pixels averaged per sample across (1: no blocks)
  int box_y;             // source rows averaged per sample row
  uint32_t *box_sums;    // per block: sums of premultiplied pixels (NULL without blocks)
  int box_rows;          // source rows in box_sums so far
  float *source_row;     // one row of samples, premultiplied floats, 4 per sample
  float *ring;           // ring_rows * width * 4, horizontally filtered rows
  float *accumulator;    // width * 4
  int ring_rows;
  int source_rows_in;    // source rows received so far
  int rows_in;           // sample rows filtered so far
  int rows_out;          // destination rows written so far
} cc_resampler;

int cc_resampler_init(cc_resampler *resampler, int source_width, int source_height, int channels,
                      uint8_t *destination, int width, int height, int stride);
/// Adds the next source row: `source_width` pixels of `channels` bytes.
void cc_resampler_push(cc_resampler *resampler, const uint8_t *row);
/// Releases the buffers; safe on a zeroed or partly initialised resampler.
void cc_resampler_free(cc_resampler *resampler);

/// Where encoded bytes come from: a buffer in memory, or a file read as decoding goes.
typedef struct cc_source {
  const uint8_t *data;
  size_t length;
  FILE *file;
} cc_source;

int cc_jpeg_decode(const cc_source *source, uint64_t max_pixels, int allow_scaling,
                   uint8_t *pixels, int width, int height, int stride);
/// Reads a JPEG header from the start of `file` with libjpeg (any size of metadata before the
/// frame header, in constant memory) and fills the dimensions and progressive flag of `info`.
int cc_jpeg_probe_file(FILE *file, ccodecs_info *info);
int cc_png_decode(const cc_source *source, uint64_t max_pixels, uint8_t *pixels, int width,
                  int height, int stride);

int cc_webp_probe(const uint8_t *data, size_t length, ccodecs_info *info);
int cc_webp_decode(const uint8_t *data, size_t length, uint64_t max_pixels, uint8_t *pixels,
                   int width, int height, int stride);
int cc_avif_probe(const uint8_t *data, size_t length, ccodecs_info *info);
int cc_avif_decode(const uint8_t *data, size_t length, uint64_t max_pixels, uint8_t *pixels,
                   int width, int height, int stride);
/// The first frame of a GIF or an animated WebP, through the animation decoder.
int cc_animation_decode_first(const uint8_t *data, size_t length, uint64_t max_pixels,
                              uint8_t *pixels, int width, int height, int stride);

/// The operations of one animated format behind `ccodecs_animation`.
typedef struct cc_animation_ops {
  int (*next_frame)(void *state, uint8_t **canvas, int *index);
  int (*rewind)(void *state);
  void (*close)(void *state);
} cc_animation_ops;

int cc_gif_open(const uint8_t *data, size_t length, uint64_t max_pixels, int max_frames,
                void **state, ccodecs_animation_info *info, int32_t **durations);
int cc_webp_animation_open(const uint8_t *data, size_t length, uint64_t max_pixels,
                           int max_frames, void **state, ccodecs_animation_info *info,
                           int32_t **durations);
extern const cc_animation_ops cc_gif_ops;
extern const cc_animation_ops cc_webp_animation_ops;

#endif
