// Animation frames composed on a canvas at the output size, never at the stored canvas size:
// a 7000 x 7000 animation shown in a 300 x 300 slot holds 300 x 300 pixels, whatever its
// frames are. Each output pixel stands for a block (a "bin") of stored canvas pixels: a frame
// drawn over part of a bin covers that part of it, so its edges blend as a downsampled
// composite would. Pixels are kept premultiplied, so that blending and partial cover are
// plain weighted sums; they are divided out only when a frame is copied out.

#include "internal.h"

#include <stdlib.h>
#include <string.h>

/// The first stored pixel of bin `bin` along an axis of `stored` pixels shown in `shown`.
static inline int cc_bin_start(int bin, int stored, int shown) {
  return (int)(((int64_t)bin * stored + shown - 1) / shown);
}

/// The bin that stored pixel `x` falls in.
static inline int cc_bin_of(int x, int stored, int shown) {
  return (int)((int64_t)x * shown / stored);
}

int cc_canvas_init(cc_canvas *canvas, int stored_width, int stored_height, int width,
                   int height) {
  memset(canvas, 0, sizeof(*canvas));
  if (stored_width <= 0 || stored_height <= 0 || width <= 0 || height <= 0 ||
      width > stored_width || height > stored_height) {
    return CCODECS_ERROR_INVALID_ARGUMENT;
  }
  canvas->stored_width = stored_width;
  canvas->stored_height = stored_height;
  canvas->width = width;
  canvas->height = height;
  canvas->pixels = calloc((size_t)width * (size_t)height, 4);
  canvas->column_bins = malloc(sizeof(int) * (size_t)stored_width);
  if (canvas->pixels == NULL || canvas->column_bins == NULL) {
    cc_canvas_free(canvas);
    return CCODECS_ERROR_OUT_OF_MEMORY;
  }
  for (int x = 0; x < stored_width; x++) {
    canvas->column_bins[x] = cc_bin_of(x, stored_width, width);
  }
  // Sums of a bin's premultiplied pixels in 32 bits: shifted right when a bin is so large
  // (an output of a pixel or two for a huge canvas) that 255 per pixel would overflow.
  uint64_t bin_area = (uint64_t)((stored_width + width - 1) / width) *
                      (uint64_t)((stored_height + height - 1) / height);
  while ((bin_area * 255u) >> canvas->sum_shift > UINT32_MAX) canvas->sum_shift += 1;
  return CCODECS_OK;
}

void cc_canvas_free(cc_canvas *canvas) {
  free(canvas->pixels);
  free(canvas->saved);
  free(canvas->column_bins);
  free(canvas->sums);
  memset(canvas, 0, sizeof(*canvas));
}

void cc_canvas_reset(cc_canvas *canvas) {
  memset(canvas->pixels, 0, (size_t)canvas->width * (size_t)canvas->height * 4);
}

int cc_canvas_save(cc_canvas *canvas) {
  size_t bytes = (size_t)canvas->width * (size_t)canvas->height * 4;
  if (canvas->saved == NULL) canvas->saved = malloc(bytes);
  if (canvas->saved == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  memcpy(canvas->saved, canvas->pixels, bytes);
  return CCODECS_OK;
}

void cc_canvas_restore(cc_canvas *canvas) {
  if (canvas->saved == NULL) return;
  memcpy(canvas->pixels, canvas->saved, (size_t)canvas->width * (size_t)canvas->height * 4);
}

int cc_canvas_region(const cc_canvas *canvas, int left, int top, int width, int height,
                     cc_region *region) {
  int right = left + width > canvas->stored_width ? canvas->stored_width : left + width;
  int bottom = top + height > canvas->stored_height ? canvas->stored_height : top + height;
  if (left < 0 || top < 0 || left >= right || top >= bottom) return 0;
  region->left = left;
  region->top = top;
  region->right = right;
  region->bottom = bottom;
  region->x0 = cc_bin_of(left, canvas->stored_width, canvas->width);
  region->x1 = cc_bin_of(right - 1, canvas->stored_width, canvas->width) + 1;
  region->y0 = cc_bin_of(top, canvas->stored_height, canvas->height);
  region->y1 = cc_bin_of(bottom - 1, canvas->stored_height, canvas->height) + 1;
  return 1;
}

/// How much of bin `bin` the stored span [first, end) covers, out of 255.
static inline uint32_t cc_cover(int bin, int first, int end, int stored, int shown) {
  int start = cc_bin_start(bin, stored, shown);
  int stop = cc_bin_start(bin + 1, stored, shown);
  int from = first > start ? first : start;
  int to = end < stop ? end : stop;
  if (to <= from) return 0;
  return (uint32_t)(((int64_t)(to - from) * 255 + (stop - start) / 2) / (stop - start));
}

static inline uint8_t cc_scale(uint32_t value, uint32_t by) {
  return (uint8_t)((value * by + 127) / 255);
}

/// Draws premultiplied `source` (alpha included) on `pixel`: over it when blending, or in
/// place of the part `cover` (0...255) of it otherwise.
static inline void cc_put(uint8_t *pixel, const uint8_t *source, uint32_t cover, int blend) {
  uint32_t keep = 255 - (blend ? source[3] : cover);
  for (int c = 0; c < 4; c++) {
    uint32_t value = source[c] + cc_scale(pixel[c], keep);
    pixel[c] = (uint8_t)(value > 255 ? 255 : value);
  }
}

void cc_canvas_clear(cc_canvas *canvas, int left, int top, int width, int height) {
  cc_region region;
  if (!cc_canvas_region(canvas, left, top, width, height, &region)) return;
  for (int y = region.y0; y < region.y1; y++) {
    uint32_t cover_y =
        cc_cover(y, region.top, region.bottom, canvas->stored_height, canvas->height);
    uint8_t *row = canvas->pixels + (size_t)y * (size_t)canvas->width * 4;
    for (int x = region.x0; x < region.x1; x++) {
      uint32_t cover = cc_scale(
          cc_cover(x, region.left, region.right, canvas->stored_width, canvas->width), cover_y);
      uint8_t *pixel = row + (size_t)x * 4;
      for (int c = 0; c < 4; c++) pixel[c] = cc_scale(pixel[c], 255 - cover);
    }
  }
}

void cc_canvas_draw(cc_canvas *canvas, const cc_region *region, uint8_t *source, int blend) {
  int region_width = region->x1 - region->x0;
  for (int y = region->y0; y < region->y1; y++) {
    uint32_t cover_y =
        cc_cover(y, region->top, region->bottom, canvas->stored_height, canvas->height);
    uint8_t *row = canvas->pixels + (size_t)y * (size_t)canvas->width * 4;
    uint8_t *from = source + (size_t)(y - region->y0) * (size_t)region_width * 4;
    for (int x = region->x0; x < region->x1; x++, from += 4) {
      uint32_t cover = cc_scale(
          cc_cover(x, region->left, region->right, canvas->stored_width, canvas->width),
          cover_y);
      // The frame was scaled to whole bins: an edge bin it covers in part takes that part.
      if (cover < 255) {
        for (int c = 0; c < 4; c++) from[c] = cc_scale(from[c], cover);
      }
      cc_put(row + (size_t)x * 4, from, cover, blend);
    }
  }
}

int cc_canvas_begin_rows(cc_canvas *canvas, const cc_region *region, int any_order) {
  int region_width = region->x1 - region->x0;
  // Rows out of order need every output row's sums, unless each output row is one stored row.
  int rows = any_order && canvas->height < canvas->stored_height ? region->y1 - region->y0 : 1;
  size_t count = (size_t)region_width * (size_t)rows * 4;
  if (count > canvas->sum_capacity) {
    free(canvas->sums);
    canvas->sums = malloc(sizeof(uint32_t) * count);
    canvas->sum_capacity = canvas->sums != NULL ? count : 0;
    if (canvas->sums == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  }
  memset(canvas->sums, 0, sizeof(uint32_t) * count);
  canvas->rows = *region;
  canvas->sum_rows = rows;
  canvas->sum_row = region->y0;
  return CCODECS_OK;
}

/// Draws the summed bins of output row `y` over the canvas and clears their sums.
static void cc_canvas_flush_row(cc_canvas *canvas, int y, uint32_t *sums) {
  const cc_region *region = &canvas->rows;
  int bin_top = cc_bin_start(y, canvas->stored_height, canvas->height);
  int bin_height = cc_bin_start(y + 1, canvas->stored_height, canvas->height) - bin_top;
  uint8_t *row = canvas->pixels + (size_t)y * (size_t)canvas->width * 4;
  for (int x = region->x0; x < region->x1; x++, sums += 4) {
    int bin_left = cc_bin_start(x, canvas->stored_width, canvas->width);
    uint64_t area = (uint64_t)(cc_bin_start(x + 1, canvas->stored_width, canvas->width) -
                               bin_left) *
                    (uint64_t)bin_height;
    // Dividing by the whole bin's area, not by the pixels drawn: a frame (or its opaque part)
    // covering part of a bin blends over that part only.
    uint8_t source[4];
    for (int c = 0; c < 4; c++) {
      uint64_t value = (((uint64_t)sums[c] << canvas->sum_shift) + area / 2) / area;
      source[c] = (uint8_t)(value > 255 ? 255 : value);
      sums[c] = 0;
    }
    cc_put(row + (size_t)x * 4, source, 0, 1);
  }
}

void cc_canvas_add_row(cc_canvas *canvas, int stored_y, const uint8_t *premultiplied) {
  const cc_region *region = &canvas->rows;
  if (stored_y < region->top || stored_y >= region->bottom) return;
  int y = cc_bin_of(stored_y, canvas->stored_height, canvas->height);
  int region_width = region->x1 - region->x0;
  uint32_t *sums;
  if (canvas->sum_rows > 1) {
    sums = canvas->sums + (size_t)(y - region->y0) * (size_t)region_width * 4;
  } else {
    // Rows in order: an output row is complete once a row of the next one arrives.
    if (y != canvas->sum_row) {
      cc_canvas_flush_row(canvas, canvas->sum_row, canvas->sums);
      canvas->sum_row = y;
    }
    sums = canvas->sums;
  }
  int shift = canvas->sum_shift;
  for (int x = region->left; x < region->right; x++, premultiplied += 4) {
    if (premultiplied[3] == 0) continue;
    uint32_t *bin = sums + (size_t)(canvas->column_bins[x] - region->x0) * 4;
    for (int c = 0; c < 4; c++) bin[c] += (uint32_t)premultiplied[c] >> shift;
  }
}

void cc_canvas_end_rows(cc_canvas *canvas) {
  const cc_region *region = &canvas->rows;
  int region_width = region->x1 - region->x0;
  if (canvas->sum_rows > 1) {
    for (int y = region->y0; y < region->y1; y++) {
      cc_canvas_flush_row(canvas, y,
                          canvas->sums + (size_t)(y - region->y0) * (size_t)region_width * 4);
    }
  } else {
    cc_canvas_flush_row(canvas, canvas->sum_row, canvas->sums);
  }
}

void cc_canvas_copy_row(const cc_canvas *canvas, int y, uint8_t *to) {
  const uint8_t *from = canvas->pixels + (size_t)y * (size_t)canvas->width * 4;
  for (int x = 0; x < canvas->width; x++, from += 4, to += 4) {
    uint32_t alpha = from[3];
    if (alpha == 255 || alpha == 0) {
      memcpy(to, from, 4);
      if (alpha == 0) to[0] = to[1] = to[2] = 0;
      continue;
    }
    for (int c = 0; c < 3; c++) {
      uint32_t value = (from[c] * 255u + alpha / 2) / alpha;
      to[c] = (uint8_t)(value > 255 ? 255 : value);
    }
    to[3] = (uint8_t)alpha;
  }
}
