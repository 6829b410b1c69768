// Separable image resampling with a Catmull-Rom cubic kernel widened by the scale factor when
// shrinking (so every source pixel contributes: no shimmering from skipped pixels), streamed
// row by row.
//
// A large reduction first averages blocks of whole pixels in integers (box x box, with box at
// most half the scale factor, as libvips shrinks before it reduces), so the cubic filter runs
// on a few samples per output pixel instead of dozens: the work per source pixel is a few
// integer operations, not four vector multiply-adds. The cubic weights are placed at the
// blocks' centres in source coordinates, so the geometry is the same as without blocks.

#include "internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "CCarouselCodecs.h"

static float cc_cubic(float x) {
  // Keys cubic with a = -0.5 (Catmull-Rom): interpolating, so a 1:1 axis is the identity.
  x = fabsf(x);
  if (x < 1.0f) return (1.5f * x - 2.5f) * x * x + 1.0f;
  if (x < 2.0f) return ((-0.5f * x + 2.5f) * x - 4.0f) * x + 2.0f;
  return 0.0f;
}

static void cc_axis_free(cc_axis *axis) {
  free(axis->first);
  free(axis->count);
  free(axis->weights);
  axis->first = NULL;
  axis->count = NULL;
  axis->weights = NULL;
}

/// Source pixels [*first, *end) of block `j` along an axis: blocks of `box` pixels, the grid
/// shifted by `shift` so the two end blocks share the remainder and the blocks are placed
/// symmetrically.
static inline void cc_block_range(int box, int shift, int source_length, int j, int *first,
                                  int *end) {
  int lo = j * box - shift;
  int hi = lo + box;
  *first = lo < 0 ? 0 : lo;
  *end = hi > source_length ? source_length : hi;
}

/// Taps of the cubic filter from `length` outputs to the `source_length` pixels of an axis,
/// over samples that each average a block of up to `box` source pixels.
static int cc_axis_init(cc_axis *axis, int source_length, int length, int box) {
  memset(axis, 0, sizeof(*axis));
  // Blocks: the remainder is split between the first and the last.
  const int padding = (box - source_length % box) % box;
  const int shift = padding / 2;
  const int samples = (source_length + shift + box - 1) / box;
  axis->box = box;
  axis->shift = shift;
  axis->source_length = samples;
  axis->length = length;
  double scale = (double)source_length / (double)length;
  double widen = scale > 1.0 ? scale : 1.0;
  double support = 2.0 * widen;
  int max_taps = source_length == length ? 1 : (int)ceil(support * 2.0 / box) + 1;
  if (max_taps > samples) max_taps = samples;
  axis->max_taps = max_taps;
  axis->first = malloc(sizeof(int) * (size_t)length);
  axis->count = malloc(sizeof(int) * (size_t)length);
  axis->weights = calloc((size_t)length * (size_t)max_taps, sizeof(float));
  if (axis->first == NULL || axis->count == NULL || axis->weights == NULL) {
    cc_axis_free(axis);
    return CCODECS_ERROR_OUT_OF_MEMORY;
  }
  if (source_length == length) {
    for (int i = 0; i < length; i++) {
      axis->first[i] = i;
      axis->count[i] = 1;
      axis->weights[(size_t)i * (size_t)max_taps] = 1.0f;
    }
    return CCODECS_OK;
  }
  // A whole block j covers source pixels j * box - shift ... j * box - shift + box - 1: its
  // centre is half a block less one half pixel from its start.
  const double offset = 0.5 * (double)(box - 1) - (double)shift;
  for (int i = 0; i < length; i++) {
    double center = ((double)i + 0.5) * scale - 0.5;
    int lo = (int)ceil((center - support - offset) / box);
    int hi = (int)floor((center + support - offset) / box);
    // Taps falling outside the image are folded onto the edge sample (clamp to edge).
    int first = lo < 0 ? 0 : lo;
    int last = hi > samples - 1 ? samples - 1 : hi;
    if (last < first) last = first;
    if (last - first + 1 > max_taps) {
      // Rounding at the window edges can add a tap; drop the farther edge's weight into the
      // kept range rather than overflow the table.
      last = first + max_taps - 1;
    }
    float *w = axis->weights + (size_t)i * (size_t)max_taps;
    double sum = 0.0;
    for (int j = lo; j <= hi; j++) {
      // A block's weight is the kernel at its centre times the pixels it averages; blocks
      // past the edges (clamped onto the edge samples) count whole.
      int pixels = box;
      double position = (double)j * box + offset;
      if (j >= 0 && j < samples) {
        int block_first;
        int block_end;
        cc_block_range(box, shift, source_length, j, &block_first, &block_end);
        pixels = block_end - block_first;
        position = 0.5 * (double)(block_first + block_end - 1);
      }
      float k = cc_cubic((float)((position - center) / widen)) * (float)pixels;
      int index = j < first ? first : (j > last ? last : j);
      w[index - first] += k;
      sum += k;
    }
    if (sum != 0.0) {
      for (int t = 0; t <= last - first; t++) w[t] = (float)(w[t] / sum);
    } else {
      w[0] = 1.0f;
    }
    axis->first[i] = first;
    axis->count[i] = last - first + 1;
  }
  return CCODECS_OK;
}

/// The block size for reducing `source_length` to `length`: at most half the scale factor, so
/// the cubic filter still spans several samples; 1 (no blocks) below a factor of 4. At most
/// 255, so a block's premultiplied sums fit 32 bits.
static int cc_box_size(int source_length, int length) {
  int box = source_length / length / 2;
  if (box < 2) return 1;
  return box > 255 ? 255 : box;
}

void cc_resampler_free(cc_resampler *resampler) {
  cc_axis_free(&resampler->horizontal);
  cc_axis_free(&resampler->vertical);
  free(resampler->source_row);
  free(resampler->ring);
  free(resampler->accumulator);
  free(resampler->box_sums);
  resampler->box_sums = NULL;
  resampler->source_row = NULL;
  resampler->ring = NULL;
  resampler->accumulator = NULL;
}

int cc_resampler_init(cc_resampler *r, int source_width, int source_height, int channels,
                      uint8_t *destination, int width, int height, int stride) {
  memset(r, 0, sizeof(*r));
  if (source_width <= 0 || source_height <= 0 || width <= 0 || height <= 0 ||
      (channels != 3 && channels != 4) || destination == NULL ||
      (int64_t)stride < (int64_t)width * 4) {
    return CCODECS_ERROR_INVALID_ARGUMENT;
  }
  r->source_width = source_width;
  r->source_height = source_height;
  r->channels = channels;
  r->width = width;
  r->height = height;
  r->destination = destination;
  r->stride = stride;
  r->box_x = cc_box_size(source_width, width);
  r->box_y = cc_box_size(source_height, height);
  int status = cc_axis_init(&r->horizontal, source_width, width, r->box_x);
  if (status == CCODECS_OK) status = cc_axis_init(&r->vertical, source_height, height, r->box_y);
  if (status != CCODECS_OK) {
    cc_resampler_free(r);
    return status;
  }
  r->ring_rows = r->vertical.max_taps;
  // Four floats per pixel, 16-byte aligned for the vector loads.
  size_t row_floats = (size_t)width * 4;
  r->source_row = aligned_alloc(16, sizeof(float) * (size_t)r->horizontal.source_length * 4);
  if (r->box_x > 1 || r->box_y > 1) {
    r->box_sums = aligned_alloc(16, sizeof(uint32_t) * (size_t)r->horizontal.source_length * 4);
    if (r->box_sums == NULL) {
      cc_resampler_free(r);
      return CCODECS_ERROR_OUT_OF_MEMORY;
    }
    memset(r->box_sums, 0, sizeof(uint32_t) * (size_t)r->horizontal.source_length * 4);
  }
  r->ring = aligned_alloc(16, sizeof(float) * row_floats * (size_t)r->ring_rows);
  r->accumulator = aligned_alloc(16, sizeof(float) * row_floats);
  if (r->source_row == NULL || r->ring == NULL || r->accumulator == NULL) {
    cc_resampler_free(r);
    return CCODECS_ERROR_OUT_OF_MEMORY;
  }
  return CCODECS_OK;
}

static inline uint8_t cc_clamp_byte(float v) {
  if (!(v > 0.0f)) return 0;  // also NaN
  if (v >= 255.0f) return 255;
  return (uint8_t)(v + 0.5f);
}

/// Four lanes (red, green, blue, alpha or unused), so each filter tap is one vector
/// multiply-add whatever the channel count.
typedef float cc_float4 __attribute__((vector_size(16)));

static inline cc_float4 cc_splat(float value) { return (cc_float4){value, value, value, value}; }

static void cc_filter_row(const cc_axis *axis, const cc_float4 *in, cc_float4 *out) {
  const int taps = axis->max_taps;
  for (int x = 0; x < axis->length; x++) {
    const float *w = axis->weights + (size_t)x * (size_t)taps;
    const cc_float4 *p = in + axis->first[x];
    cc_float4 sum = cc_splat(0.0f);
    for (int t = 0, n = axis->count[x]; t < n; t++) sum += cc_splat(w[t]) * p[t];
    out[x] = sum;
  }
}

static void cc_emit_row(cc_resampler *r, int y) {
  const cc_axis *v = &r->vertical;
  const int width = r->width;
  const float *w = v->weights + (size_t)y * (size_t)v->max_taps;
  cc_float4 *acc = (cc_float4 *)r->accumulator;
  for (int t = 0, n = v->count[y]; t < n; t++) {
    const cc_float4 *row =
        (const cc_float4 *)r->ring + (size_t)((v->first[y] + t) % r->ring_rows) * (size_t)width;
    const cc_float4 weight = cc_splat(w[t]);
    if (t == 0) {
      for (int x = 0; x < width; x++) acc[x] = weight * row[x];
    } else {
      for (int x = 0; x < width; x++) acc[x] += weight * row[x];
    }
  }
  uint8_t *out = r->destination + (size_t)y * (size_t)r->stride;
  if (r->channels == 4) {
    for (int x = 0; x < width; x++, out += 4) {
      cc_float4 pixel = acc[x];
      float a = pixel[3];
      if (a < 0.5f) {
        out[0] = out[1] = out[2] = out[3] = 0;
        continue;
      }
      if (a > 255.0f) a = 255.0f;
      float unpremultiply = 255.0f / a;
      out[0] = cc_clamp_byte(pixel[0] * unpremultiply);
      out[1] = cc_clamp_byte(pixel[1] * unpremultiply);
      out[2] = cc_clamp_byte(pixel[2] * unpremultiply);
      out[3] = cc_clamp_byte(a);
    }
  } else {
    for (int x = 0; x < width; x++, out += 4) {
      cc_float4 pixel = acc[x];
      out[0] = cc_clamp_byte(pixel[0]);
      out[1] = cc_clamp_byte(pixel[1]);
      out[2] = cc_clamp_byte(pixel[2]);
      out[3] = 255;
    }
  }
}

/// Filters one row of samples (`source_row`, premultiplied floats) horizontally into the ring
/// and writes every destination row that is now complete.
static void cc_resampler_take_row(cc_resampler *r) {
  cc_float4 *slot = (cc_float4 *)r->ring + (size_t)(r->rows_in % r->ring_rows) * (size_t)r->width;
  cc_filter_row(&r->horizontal, (const cc_float4 *)r->source_row, slot);
  r->rows_in += 1;
  const cc_axis *v = &r->vertical;
  while (r->rows_out < r->height &&
         v->first[r->rows_out] + v->count[r->rows_out] <= r->rows_in) {
    cc_emit_row(r, r->rows_out);
    r->rows_out += 1;
  }
}

typedef uint32_t cc_u32x4 __attribute__((vector_size(16)));
typedef uint8_t cc_u8x4v __attribute__((vector_size(4)));

/// Adds a source row into the block sums: per block, the sum of its premultiplied pixels
/// (colour times alpha, alpha times 255) or of its RGB values.
static void cc_box_add_row(cc_resampler *r, const uint8_t *row) {
  const cc_axis *axis = &r->horizontal;
  const int blocks = axis->source_length;
  cc_u32x4 *sums = (cc_u32x4 *)r->box_sums;
  for (int j = 0; j < blocks; j++) {
    int x;
    int end;
    cc_block_range(axis->box, axis->shift, r->source_width, j, &x, &end);
    cc_u32x4 sum = {0, 0, 0, 0};
    if (r->channels == 4) {
      for (const uint8_t *p = row + (size_t)x * 4; x < end; x++, p += 4) {
        cc_u8x4v bytes;
        memcpy(&bytes, p, 4);
        cc_u32x4 pixel = __builtin_convertvector(bytes, cc_u32x4);
        uint32_t a = pixel[3];
        sum += pixel * (cc_u32x4){a, a, a, 255};
      }
    } else {
      for (const uint8_t *p = row + (size_t)x * 3; x < end; x++, p += 3) {
        sum += (cc_u32x4){p[0], p[1], p[2], 0};
      }
    }
    sums[j] += sum;
  }
}

/// Turns the block sums of `rows` source rows into averaged premultiplied floats and clears
/// them.
static void cc_box_take_sums(cc_resampler *r, int rows) {
  const cc_axis *axis = &r->horizontal;
  const int blocks = axis->source_length;
  cc_u32x4 *sums = (cc_u32x4 *)r->box_sums;
  cc_float4 *f = (cc_float4 *)r->source_row;
  const float unit = r->channels == 4 ? 1.0f / 255.0f : 1.0f;
  for (int j = 0; j < blocks; j++) {
    int first;
    int end;
    cc_block_range(axis->box, axis->shift, r->source_width, j, &first, &end);
    float scale = unit / (float)((end - first) * rows);
    f[j] = __builtin_convertvector(sums[j], cc_float4) * cc_splat(scale);
    sums[j] = (cc_u32x4){0, 0, 0, 0};
  }
}

void cc_resampler_push(cc_resampler *r, const uint8_t *row) {
  if (r->source_rows_in >= r->source_height) return;
  r->source_rows_in += 1;
  if (r->box_sums != NULL) {
    cc_box_add_row(r, row);
    r->box_rows += 1;
    // The current block of rows ends where the vertical axis says.
    int first;
    int end;
    cc_block_range(r->vertical.box, r->vertical.shift, r->source_height, r->rows_in, &first,
                   &end);
    if (r->source_rows_in == end) {
      cc_box_take_sums(r, r->box_rows);
      r->box_rows = 0;
      cc_resampler_take_row(r);
    }
    return;
  }
  cc_float4 *f = (cc_float4 *)r->source_row;
  if (r->channels == 4) {
    const float scale = 1.0f / 255.0f;
    for (int x = 0; x < r->source_width; x++, row += 4) {
      float a = (float)row[3];
      cc_float4 pixel = {(float)row[0], (float)row[1], (float)row[2], 255.0f};
      f[x] = pixel * cc_splat(a * scale);
    }
  } else {
    for (int x = 0; x < r->source_width; x++, row += 3) {
      f[x] = (cc_float4){(float)row[0], (float)row[1], (float)row[2], 0.0f};
    }
  }
  cc_resampler_take_row(r);
}

int ccodecs_resize_rgba(const uint8_t *source, int source_width, int source_height,
                        int source_stride, uint8_t *destination, int width, int height,
                        int stride) {
  if (source == NULL || (int64_t)source_stride < (int64_t)source_width * 4) {
    return CCODECS_ERROR_INVALID_ARGUMENT;
  }
  cc_resampler r;
  int status = cc_resampler_init(&r, source_width, source_height, 4, destination, width, height,
                                 stride);
  if (status != CCODECS_OK) return status;
  for (int y = 0; y < source_height; y++) {
    cc_resampler_push(&r, source + (size_t)y * (size_t)source_stride);
  }
  cc_resampler_free(&r);
  return CCODECS_OK;
}
