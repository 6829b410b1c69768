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

/// The frame records the calling thread's decodes have read (see
/// `ccodecs_thread_frame_records_read`).
extern _Thread_local uint64_t cc_frame_records_read;

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

/// The part of an animation's canvas a frame covers: stored pixels [left, right) x [top,
/// bottom), which fall in output pixels [x0, x1) x [y0, y1).
typedef struct cc_region {
  int left, top, right, bottom;
  int x0, y0, x1, y1;
} cc_region;

/// An animation's canvas at the output size (compose.c): frames are drawn on it straight from
/// their stored size, each output pixel standing for a bin of stored pixels.
typedef struct cc_canvas {
  int stored_width;
  int stored_height;
  int width;
  int height;
  uint8_t *pixels;    // width * height, RGBA premultiplied
  uint8_t *saved;     // a copy for "restore to previous" (allocated on first use)
  int *column_bins;   // stored_width entries: the output column of each stored column
  uint32_t *sums;     // per bin of the rows being summed: premultiplied RGBA sums
  size_t sum_capacity;
  int sum_shift;      // sums are of values shifted right by this (huge bins)
  int sum_rows;       // output rows summed at once (1: rows arrive in order)
  int sum_row;        // the output row being summed when rows arrive in order
  cc_region rows;     // the region being summed
} cc_canvas;

/// Sizes the canvas (width <= stored_width, height <= stored_height), transparent.
int cc_canvas_init(cc_canvas *canvas, int stored_width, int stored_height, int width,
                   int height);
void cc_canvas_free(cc_canvas *canvas);
/// Makes every pixel transparent.
void cc_canvas_reset(cc_canvas *canvas);
int cc_canvas_save(cc_canvas *canvas);
void cc_canvas_restore(cc_canvas *canvas);
/// The region of the stored rectangle, clipped to the canvas; 0 when nothing is left.
int cc_canvas_region(const cc_canvas *canvas, int left, int top, int width, int height,
                     cc_region *region);
/// Makes the stored rectangle transparent (partly, where it covers part of a bin).
void cc_canvas_clear(cc_canvas *canvas, int left, int top, int width, int height);
/// Draws a frame already scaled to its region's bins (premultiplied RGBA, (x1 - x0) pixels a
/// row; modified), over the canvas when `blend`, in place of what it covers otherwise.
void cc_canvas_draw(cc_canvas *canvas, const cc_region *region, uint8_t *source, int blend);
/// Starts drawing a frame row by row at its stored size, over the canvas: rows in any order
/// (interlaced) need sums for the whole region on a canvas shorter than the stored one, rows
/// in order (or one stored row an output row) one output row of them.
int cc_canvas_begin_rows(cc_canvas *canvas, const cc_region *region, int any_order);
/// Adds stored row `stored_y` of the frame: (right - left) premultiplied RGBA pixels.
void cc_canvas_add_row(cc_canvas *canvas, int stored_y, const uint8_t *premultiplied);
void cc_canvas_end_rows(cc_canvas *canvas);
/// Copies row `y` of the canvas out with straight alpha (`width` pixels).
void cc_canvas_copy_row(const cc_canvas *canvas, int y, uint8_t *pixels);

/// The operations of one animated format behind `ccodecs_animation`.
typedef struct cc_animation_ops {
  /// Draws the next frame on `canvas` (disposing of the previous one as the format says).
  int (*next_frame)(void *state, cc_canvas *canvas, int *index);
  /// Goes back to before the first frame (the caller clears the canvas).
  int (*rewind)(void *state);
  /// What the format holds besides the canvas to draw frames on a canvas of `width` x
  /// `height`, in bytes: its buffers and the codec's own for the largest frame.
  uint64_t (*working_bytes)(const void *state, int width, int height);
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
