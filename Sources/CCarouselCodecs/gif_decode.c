// GIF decoding with giflib: frames counted and timed on the container without decompressing,
// then drawn one at a time, row by row as giflib gives them, on the animation's canvas at the
// output size (disposal as the file says): the logical screen is never allocated. giflib
// reports errors by return codes; nothing here jumps.

#include "internal.h"

#if CC_HAS_GIF

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "system_libraries.h"
#include <gif_lib.h>

#include "CCarouselCodecs.h"

typedef struct cc_gif {
  const uint8_t *data;
  size_t length;
  size_t offset;
  GifFileType *gif;
  uint64_t max_pixels;
  int width;
  int height;
  int frame_count;
  /// The index of the next frame to decode.
  int next;
  /// One row of the frame being decoded, as palette indices, then as premultiplied RGBA.
  GifPixelType *line;
  uint8_t *colours;
  int line_capacity;
  /// What the scan found, for the memory drawing needs: the widest frame, and whether any
  /// frame is interlaced (its rows come out of order) or restores the previous canvas.
  int widest_frame;
  int any_interlaced;
  int any_restores;
  int previous_disposal;
  int previous_left;
  int previous_top;
  int previous_width;
  int previous_height;
} cc_gif;

static int cc_gif_input(GifFileType *gif, GifByteType *out, int count) {
  cc_gif *state = gif->UserData;
  if (count <= 0) return 0;
  size_t available = state->length - state->offset;
  size_t wanted = (size_t)count < available ? (size_t)count : available;
  memcpy(out, state->data + state->offset, wanted);
  state->offset += wanted;
  return (int)wanted;
}

static int cc_gif_status(int error) {
  return error == D_GIF_ERR_NOT_ENOUGH_MEM ? CCODECS_ERROR_OUT_OF_MEMORY : CCODECS_ERROR_CORRUPT;
}

/// Opens the data from its start (again).
static int cc_gif_reopen(cc_gif *state) {
  if (state->gif != NULL) DGifCloseFile(state->gif, NULL);
  state->gif = NULL;
  state->offset = 0;
  int error = 0;
  state->gif = DGifOpen(state, cc_gif_input, &error);
  return state->gif != NULL ? CCODECS_OK : cc_gif_status(error);
}

/// giflib keeps a record of every image descriptor read (for its whole-file API); drop it
/// after each one so that memory stays constant whatever the number of frames.
static void cc_gif_forget_saved_images(GifFileType *gif) {
  GifFreeSavedImages(gif);
  gif->SavedImages = NULL;
  gif->ImageCount = 0;
}

/// Skips the rest of the current extension's sub-blocks.
static int cc_gif_skip_extension(GifFileType *gif, GifByteType *block) {
  while (block != NULL) {
    if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) return CCODECS_ERROR_CORRUPT;
  }
  return CCODECS_OK;
}

/// Skips the compressed data of the current image without decompressing it.
static int cc_gif_skip_image(GifFileType *gif) {
  int code_size = 0;
  GifByteType *block = NULL;
  if (DGifGetCode(gif, &code_size, &block) == GIF_ERROR) return CCODECS_ERROR_CORRUPT;
  while (block != NULL) {
    if (DGifGetCodeNext(gif, &block) == GIF_ERROR) return CCODECS_ERROR_CORRUPT;
  }
  return CCODECS_OK;
}

/// Reads the image descriptor after its record type and checks the frame's size.
static int cc_gif_read_descriptor(cc_gif *state) {
  if (DGifGetImageDesc(state->gif) == GIF_ERROR) return cc_gif_status(state->gif->Error);
  cc_gif_forget_saved_images(state->gif);
  const GifImageDesc *image = &state->gif->Image;
  if (image->Width <= 0 || image->Height <= 0 || image->Left < 0 || image->Top < 0) {
    return CCODECS_ERROR_CORRUPT;
  }
  // The canvas is within the limit: a frame beyond it is a lie, refused before decoding.
  if ((uint64_t)image->Width * (uint64_t)image->Height > state->max_pixels) {
    return CCODECS_ERROR_CORRUPT;
  }
  return CCODECS_OK;
}

static void cc_gif_free(cc_gif *state) {
  if (state == NULL) return;
  if (state->gif != NULL) DGifCloseFile(state->gif, NULL);
  free(state->line);
  free(state->colours);
  free(state);
}

/// Counts the frames and reads their delays and the loop extension: one pass over the
/// container, skipping the compressed data.
static int cc_gif_scan(cc_gif *state, int max_frames, ccodecs_animation_info *info,
                       int32_t **durations_out) {
  GifFileType *gif = state->gif;
  int capacity = 16;
  int32_t *durations = malloc(sizeof(int32_t) * (size_t)capacity);
  if (durations == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  int frames = 0;
  uint64_t pixels = 0;
  int delay = 0;
  int loops = -1;
  int has_alpha = 0;
  int status = CCODECS_OK;
  for (;;) {
    GifRecordType type;
    if (DGifGetRecordType(gif, &type) == GIF_ERROR) {
      // The data ends where the next record would start: a missing trailer, as in many files.
      if (frames > 0 && state->offset >= state->length) break;
      status = CCODECS_ERROR_CORRUPT;
      break;
    }
    if (type == TERMINATE_RECORD_TYPE) break;
    if (type == EXTENSION_RECORD_TYPE) {
      int code = 0;
      GifByteType *block = NULL;
      if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) {
        status = CCODECS_ERROR_CORRUPT;
        break;
      }
      if (code == GRAPHICS_EXT_FUNC_CODE && block != NULL && block[0] >= 4) {
        delay = block[2] | (block[3] << 8);
        if (block[1] & 1) has_alpha = 1;
        if (((block[1] >> 2) & 7) == 3) state->any_restores = 1;
      } else if (code == APPLICATION_EXT_FUNC_CODE && block != NULL && block[0] == 11 &&
                 (memcmp(block + 1, "NETSCAPE2.0", 11) == 0 ||
                  memcmp(block + 1, "ANIMEXTS1.0", 11) == 0)) {
        if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) {
          status = CCODECS_ERROR_CORRUPT;
          break;
        }
        if (block != NULL && block[0] >= 3 && block[1] == 1) loops = block[2] | (block[3] << 8);
      }
      status = cc_gif_skip_extension(gif, block);
      if (status != CCODECS_OK) break;
      continue;
    }
    if (type != IMAGE_DESC_RECORD_TYPE) {
      status = CCODECS_ERROR_CORRUPT;
      break;
    }
    if (frames >= max_frames) {
      status = CCODECS_ERROR_TOO_MANY_FRAMES;
      break;
    }
    status = cc_gif_read_descriptor(state);
    if (status != CCODECS_OK) break;
    cc_frame_records_read += 1;
    const GifImageDesc *image = &gif->Image;
    if (image->Width > state->widest_frame) state->widest_frame = image->Width;
    pixels += (uint64_t)image->Width * (uint64_t)image->Height;
    if (image->Interlace) state->any_interlaced = 1;
    if (frames == 0 && (image->Left != 0 || image->Top != 0 || image->Width < state->width ||
                        image->Height < state->height)) {
      has_alpha = 1;  // the canvas shows through around the first frame
    }
    if (image->ColorMap == NULL && gif->SColorMap == NULL) {
      status = CCODECS_ERROR_CORRUPT;
      break;
    }
    status = cc_gif_skip_image(gif);
    if (status != CCODECS_OK) break;
    if (frames == capacity) {
      capacity *= 2;
      int32_t *grown = realloc(durations, sizeof(int32_t) * (size_t)capacity);
      if (grown == NULL) {
        status = CCODECS_ERROR_OUT_OF_MEMORY;
        break;
      }
      durations = grown;
    }
    durations[frames++] = (int32_t)delay * 10;
    delay = 0;
  }
  if (status == CCODECS_OK && frames == 0) status = CCODECS_ERROR_CORRUPT;
  if (status != CCODECS_OK) {
    free(durations);
    return status;
  }
  state->frame_count = frames;
  info->frame_count = frames;
  info->plays = loops < 0 ? 1 : (loops == 0 ? 0 : loops + 1);
  info->has_alpha = has_alpha;
  info->frame_pixels = pixels;
  *durations_out = durations;
  return CCODECS_OK;
}

/// Opens a GIF for its frames. With `durations` NULL, the first frame alone: nothing past it
/// is read (no count, no durations), so a still decode of a long animation touches only the
/// first frame's bytes; `max_frames` is not checked then.
int cc_gif_open(const uint8_t *data, size_t length, uint64_t max_pixels, int max_frames,
                void **out, ccodecs_animation_info *info, int32_t **durations) {
  cc_gif *state = calloc(1, sizeof(cc_gif));
  if (state == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
  state->data = data;
  state->length = length;
  state->max_pixels = max_pixels;
  int status = cc_gif_reopen(state);
  if (status != CCODECS_OK) {
    cc_gif_free(state);
    return status;
  }
  state->width = state->gif->SWidth;
  state->height = state->gif->SHeight;
  if (state->width <= 0 || state->height <= 0) {
    cc_gif_free(state);
    return CCODECS_ERROR_CORRUPT;
  }
  // The canvas is checked against the limit before anything else is read or allocated: a
  // screen of 65535 x 65535 is refused here, however many frames follow.
  if ((uint64_t)state->width * (uint64_t)state->height > max_pixels) {
    cc_gif_free(state);
    return CCODECS_ERROR_TOO_LARGE;
  }
  info->format = CCODECS_FORMAT_GIF;
  info->width = state->width;
  info->height = state->height;
  if (durations != NULL) {
    status = cc_gif_scan(state, max_frames, info, durations);
    if (status == CCODECS_OK) status = cc_gif_reopen(state);
  } else {
    state->frame_count = 1;
    info->frame_count = 1;
    info->plays = 1;
    info->has_alpha = 1;
  }
  if (status != CCODECS_OK) {
    if (durations != NULL && *durations != NULL) free(*durations);
    if (durations != NULL) *durations = NULL;
    cc_gif_free(state);
    return status;
  }
  *out = state;
  return CCODECS_OK;
}

/// The row of an interlaced frame that the `index`-th row read belongs to.
static int cc_gif_interlaced_row(int index, int height) {
  static const int starts[4] = {0, 4, 2, 1};
  static const int steps[4] = {8, 8, 4, 2};
  for (int pass = 0; pass < 4; pass++) {
    int rows = height > starts[pass] ? (height - starts[pass] + steps[pass] - 1) / steps[pass] : 0;
    if (index < rows) return starts[pass] + index * steps[pass];
    index -= rows;
  }
  return height - 1;
}

static int cc_gif_rewind(void *opaque) {
  cc_gif *state = opaque;
  int status = cc_gif_reopen(state);
  if (status != CCODECS_OK) return status;
  state->next = 0;
  state->previous_disposal = 0;
  return CCODECS_OK;
}

static int cc_gif_next_frame(void *opaque, cc_canvas *canvas, int *index) {
  cc_gif *state = opaque;
  int status;
  if (state->next >= state->frame_count) {
    status = cc_gif_rewind(state);
    if (status != CCODECS_OK) return status;
    cc_canvas_reset(canvas);
  }
  GifFileType *gif = state->gif;
  // What the previous frame asked to leave behind.
  if (state->previous_disposal == 2) {
    cc_canvas_clear(canvas, state->previous_left, state->previous_top, state->previous_width,
                    state->previous_height);
  } else if (state->previous_disposal == 3) {
    cc_canvas_restore(canvas);
  }
  int disposal = 0;
  int transparent = -1;
  for (;;) {
    GifRecordType type;
    if (DGifGetRecordType(gif, &type) == GIF_ERROR) return CCODECS_ERROR_CORRUPT;
    if (type == IMAGE_DESC_RECORD_TYPE) break;
    if (type != EXTENSION_RECORD_TYPE) return CCODECS_ERROR_CORRUPT;
    int code = 0;
    GifByteType *block = NULL;
    if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) return CCODECS_ERROR_CORRUPT;
    if (code == GRAPHICS_EXT_FUNC_CODE && block != NULL && block[0] >= 4) {
      disposal = (block[1] >> 2) & 7;
      transparent = (block[1] & 1) ? block[4] : -1;
    }
    status = cc_gif_skip_extension(gif, block);
    if (status != CCODECS_OK) return status;
  }
  status = cc_gif_read_descriptor(state);
  if (status != CCODECS_OK) return status;
  cc_frame_records_read += 1;
  const GifImageDesc *image = &gif->Image;
  const ColorMapObject *map = image->ColorMap != NULL ? image->ColorMap : gif->SColorMap;
  if (map == NULL || map->Colors == NULL) return CCODECS_ERROR_CORRUPT;
  if (disposal == 3) {
    status = cc_canvas_save(canvas);
    if (status != CCODECS_OK) return status;
  }
  if (image->Width > state->line_capacity) {
    GifPixelType *line = realloc(state->line, (size_t)image->Width);
    if (line != NULL) state->line = line;
    uint8_t *colours = realloc(state->colours, (size_t)image->Width * 4);
    if (colours != NULL) state->colours = colours;
    if (line == NULL || colours == NULL) return CCODECS_ERROR_OUT_OF_MEMORY;
    state->line_capacity = image->Width;
  }
  cc_region region;
  int visible = cc_canvas_region(canvas, image->Left, image->Top, image->Width, image->Height,
                                 &region);
  if (visible) {
    status = cc_canvas_begin_rows(canvas, &region, image->Interlace);
    if (status != CCODECS_OK) return status;
  }
  for (int row = 0; row < image->Height; row++) {
    if (DGifGetLine(gif, state->line, image->Width) == GIF_ERROR) return CCODECS_ERROR_CORRUPT;
    int y = image->Top + (image->Interlace ? cc_gif_interlaced_row(row, image->Height) : row);
    if (!visible || y < region.top || y >= region.bottom) continue;
    uint8_t *pixel = state->colours;
    for (int x = region.left; x < region.right; x++, pixel += 4) {
      int value = state->line[x - image->Left];
      // Transparent pixels and indices past the palette leave the canvas as it is.
      if (value == transparent || value >= map->ColorCount) {
        memset(pixel, 0, 4);
        continue;
      }
      const GifColorType *colour = &map->Colors[value];
      pixel[0] = colour->Red;
      pixel[1] = colour->Green;
      pixel[2] = colour->Blue;
      pixel[3] = 255;
    }
    cc_canvas_add_row(canvas, y, state->colours);
  }
  if (visible) cc_canvas_end_rows(canvas);
  state->previous_disposal = disposal;
  state->previous_left = image->Left;
  state->previous_top = image->Top;
  state->previous_width = image->Width;
  state->previous_height = image->Height;
  *index = state->next;
  state->next += 1;
  return CCODECS_OK;
}

static uint64_t cc_gif_working_bytes(const void *opaque, int width, int height) {
  const cc_gif *state = opaque;
  uint64_t canvas = (uint64_t)width * (uint64_t)height;
  // A row of indices and of colours, the sums (a row of bins, or every bin for interlaced
  // frames on a canvas shorter than the stored one), a saved canvas for frames that restore
  // it, and giflib's decoder (its LZW tables are about 16 KB).
  int summed_rows = state->any_interlaced && height < state->height;
  return (uint64_t)state->widest_frame * 5 + (summed_rows ? canvas : (uint64_t)width) * 16 +
         (state->any_restores ? canvas * 4 : 0) + sizeof(GifFileType) + (24u << 10);
}

static void cc_gif_close(void *opaque) { cc_gif_free(opaque); }

const cc_animation_ops cc_gif_ops = {cc_gif_next_frame, cc_gif_rewind, cc_gif_working_bytes,
                                     cc_gif_close};

#endif
