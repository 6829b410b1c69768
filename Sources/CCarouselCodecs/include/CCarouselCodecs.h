// Image codecs for the carousel on platforms without ImageIO: libjpeg-turbo, libpng, libwebp,
// libavif and giflib behind plain C functions that return status codes. Errors inside the
// libraries (libjpeg and libpng report them with setjmp/longjmp) never leave this library;
// callers only ever see a status.
//
// All functions are reentrant and may be called from any thread. Pixel buffers are RGBA, eight
// bits per channel, straight (not premultiplied) alpha, rows top to bottom, `stride` bytes
// from one row to the next.

#ifndef CCAROUSELCODECS_H
#define CCAROUSELCODECS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Status codes

/// Success.
#define CCODECS_OK 0
/// A pointer was NULL, a dimension was not positive, or a stride was too small.
#define CCODECS_ERROR_INVALID_ARGUMENT 1
/// The bytes are not an image in any format this library recognises.
#define CCODECS_ERROR_UNKNOWN_FORMAT 2
/// The bytes are an image in a recognised format this library does not decode (HEIF, TIFF,
/// BMP).
#define CCODECS_ERROR_UNSUPPORTED_FORMAT 3
/// The image data is corrupt or truncated.
#define CCODECS_ERROR_CORRUPT 4
/// The image has more pixels than the caller's limit, or needs more memory than allowed.
#define CCODECS_ERROR_TOO_LARGE 5
/// A memory allocation failed.
#define CCODECS_ERROR_OUT_OF_MEMORY 6
/// The encoder could not represent the pixels as asked (for example more than 256 colours for
/// a palette image) or failed internally.
#define CCODECS_ERROR_ENCODE_FAILED 7
/// An animation has more frames than the caller's limit.
#define CCODECS_ERROR_TOO_MANY_FRAMES 8
/// The bytes are an image in a format this library decodes only when built with it (WebP,
/// AVIF or GIF: the package traits of the same names), and this build was not.
/// `ccodecs_format_requirement` says what enables it.
#define CCODECS_ERROR_FORMAT_NOT_BUILT 9
/// `ccodecs_open_regular_file`: nothing is at the path.
#define CCODECS_ERROR_NO_SUCH_FILE 10
/// `ccodecs_open_regular_file`: the path names a directory.
#define CCODECS_ERROR_IS_DIRECTORY 11
/// `ccodecs_open_regular_file`: the path names a named pipe, a device or a socket.
#define CCODECS_ERROR_NOT_REGULAR_FILE 12
/// `ccodecs_open_regular_file`: the file may not be read by this user.
#define CCODECS_ERROR_PERMISSION_DENIED 13
/// `ccodecs_open_regular_file`: another failure of the file system.
#define CCODECS_ERROR_CANNOT_READ 14

// MARK: - Formats

#define CCODECS_FORMAT_UNKNOWN 0
#define CCODECS_FORMAT_JPEG 1
#define CCODECS_FORMAT_PNG 2
#define CCODECS_FORMAT_GIF 3
#define CCODECS_FORMAT_WEBP 4
#define CCODECS_FORMAT_HEIF 5
#define CCODECS_FORMAT_AVIF 6
#define CCODECS_FORMAT_TIFF 7
#define CCODECS_FORMAT_BMP 8

/// Nonzero when this build decodes `format` (one of the CCODECS_FORMAT_ constants): JPEG and
/// PNG always; WebP, AVIF and GIF when the package was built with the trait of that name
/// (`swift build --traits WebP,AVIF,GIF`, or `--enable-all-traits`), which needs the
/// library's development files. 0 for every format on platforms without the codecs.
int ccodecs_decodes_format(int format);

/// What a build needs to decode `format`, as one English sentence naming the format, the
/// Debian development package and the build flag ("WebP pictures need ... --traits WebP"),
/// or NULL when this build decodes it or no build can (HEIF, TIFF, BMP).
const char *ccodecs_format_requirement(int format);

/// What the header of an image says, read without decoding any pixels.
typedef struct ccodecs_info {
  /// One of the CCODECS_FORMAT_ constants.
  int format;
  /// Width in pixels as stored (0 when the header could not be read).
  int width;
  /// Height in pixels as stored (0 when the header could not be read).
  int height;
  /// Nonzero when the image may carry transparency (alpha channel or transparency chunk).
  int has_alpha;
  /// Nonzero for progressive JPEG and interlaced PNG.
  int is_progressive;
  /// Nonzero for a WebP with an animation and an AVIF image sequence. 0 for GIF, which tells
  /// only when its frames are counted (`ccodecs_animation_open`).
  int is_animated;
} ccodecs_info;

/// Recognises the image format from the first bytes of `data` (never from a name or a MIME
/// type). Returns one of the CCODECS_FORMAT_ constants.
int ccodecs_sniff_format(const uint8_t *data, size_t length);

/// Reads the header of a JPEG, PNG, GIF, WebP or AVIF image: format, dimensions, alpha,
/// progressive. For GIF the dimensions are the logical screen's, for an animated WebP the
/// canvas's.
///
/// Reads only the first segments; costs no allocation except for AVIF (libavif parses the
/// container). Returns CCODECS_OK,
/// CCODECS_ERROR_UNKNOWN_FORMAT, CCODECS_ERROR_UNSUPPORTED_FORMAT or
/// CCODECS_ERROR_FORMAT_NOT_BUILT (both with `info->format` set) or CCODECS_ERROR_CORRUPT
/// (header missing or truncated).
int ccodecs_probe(const uint8_t *data, size_t length, ccodecs_info *info);

/// Options for `ccodecs_decode_rgba`. A zeroed struct gives the defaults.
typedef struct ccodecs_decode_options {
  /// Images whose stored width times height exceeds this are refused with
  /// CCODECS_ERROR_TOO_LARGE before any pixel memory is allocated. 0 means 50,000,000.
  uint64_t max_pixels;
  /// Nonzero turns off JPEG DCT scaling (decode at full size, then resample). For comparison
  /// only; it is slower and needs more memory.
  int disable_dct_scaling;
} ccodecs_decode_options;

/// Decodes an image (JPEG, PNG, GIF, WebP or AVIF; the first frame of an animation) and
/// resamples it to exactly `width` x `height` pixels into `pixels` (RGBA8, straight alpha,
/// `stride` bytes per row).
///
/// JPEG images are decoded with libjpeg-turbo's scaled DCT at the smallest scale M/8 that is
/// still at least the target size, PNG images row by row, WebP with libwebp's scaled decoder
/// (straight to the target size), AVIF converted from YUV a strip of rows at a time, so memory
/// stays near the size of the output rather than of the source (interlaced PNG, progressive
/// JPEG, a GIF's canvas and an AVIF's YUV planes need a full-size buffer by their nature). The resampling filter is a Catmull-Rom cubic widened by the scale
/// factor, applied in premultiplied alpha. The caller chooses the target size (usually from
/// `ccodecs_probe`) and keeps the aspect ratio itself.
int ccodecs_decode_rgba(const uint8_t *data, size_t length,
                        const ccodecs_decode_options *options, uint8_t *pixels, int width,
                        int height, int stride);

/// Opens a picture file for reading when it is a regular file: a named pipe, a device, a
/// socket or a directory is refused at once and never read (a FIFO with no writer would
/// block for ever). The path is checked before it is opened (`stat`), opened without
/// blocking, and checked again on the descriptor. The same rule, in the same words, as the
/// Swift `RegularFile` of CarouselImages.
///
/// Returns the file (the caller closes it), or NULL with `*status` one of
/// CCODECS_ERROR_NO_SUCH_FILE, _IS_DIRECTORY, _NOT_REGULAR_FILE (with `*kind`, when not NULL,
/// naming it with its article: "a named pipe (FIFO)", "a character device", "a block
/// device", "a socket"), _PERMISSION_DENIED or _CANNOT_READ.
FILE *ccodecs_open_regular_file(const char *path, int *status, const char **kind);

/// Reads the header of the image in `file` (from its start, which it rewinds to), reading
/// only as far as the header requires. A JPEG's header is read by libjpeg on the stream, so
/// any amount of metadata before the frame header (megabytes of XMP, an ICC profile over
/// many APP2 segments) is skipped in constant memory. Results as `ccodecs_probe`.
int ccodecs_probe_file(FILE *file, ccodecs_info *info);

/// Decodes the image in `file` like `ccodecs_decode_rgba`, reading the file as decoding
/// proceeds instead of holding it in memory. `file` must be seekable; it is read from the
/// start.
int ccodecs_decode_file_rgba(FILE *file, const ccodecs_decode_options *options,
                             uint8_t *pixels, int width, int height, int stride);

/// The size an image of `width` x `height` is decoded to for a slot of `target_width` x
/// `target_height`: the aspect ratio kept, covering the slot when `fill` is nonzero (fitting
/// inside it otherwise), never enlarged, at least 1 x 1. The same rule as the Swift
/// `PixelSize.downsampled(toFill:contentMode:)`.
void ccodecs_target_size(int width, int height, int target_width, int target_height, int fill,
                         int *out_width, int *out_height);

/// Resamples an RGBA8 image with the same filter as `ccodecs_decode_rgba`.
int ccodecs_resize_rgba(const uint8_t *source, int source_width, int source_height,
                        int source_stride, uint8_t *destination, int width, int height,
                        int stride);

// MARK: - Animations

/// An animated image being played: GIF or animated WebP. Opaque.
typedef struct ccodecs_animation ccodecs_animation;

/// Options for `ccodecs_animation_open`. A zeroed struct gives the defaults.
typedef struct ccodecs_animation_options {
  /// Animations whose canvas has more pixels than this are refused with
  /// CCODECS_ERROR_TOO_LARGE before any pixel memory is allocated, and so are frames larger
  /// than this. 0 means 50,000,000.
  uint64_t max_pixels;
  /// Animations with more frames are refused with CCODECS_ERROR_TOO_MANY_FRAMES (the frames
  /// are counted on the container, without decoding, and counting stops there). 0 means 10,000.
  int max_frames;
  /// Frames are composed on a canvas at the stored size when it has at most this many pixels,
  /// and resampled from it to the size asked for: exact, as a browser composes them. A larger
  /// canvas is composed at the size asked for instead (each output pixel standing for a bin
  /// of stored pixels), so that memory and work follow the output, not the stored size; a
  /// frame covering part of a bin then blends with what the bin held on average. 0 means
  /// 1,048,576 (4 MB of canvas).
  uint64_t max_canvas_pixels;
} ccodecs_animation_options;

/// What `ccodecs_animation_open` found.
typedef struct ccodecs_animation_info {
  /// CCODECS_FORMAT_GIF or CCODECS_FORMAT_WEBP.
  int format;
  /// The canvas every frame is drawn on, in pixels.
  int width;
  int height;
  /// The number of frames, at least 1.
  int frame_count;
  /// How many times the animation plays, 0 for forever. A GIF without a loop extension plays
  /// once; a GIF's loop extension counts repetitions after the first play, as browsers read
  /// it (a loop count of 2 plays 3 times); a WebP's loop count counts plays.
  int plays;
  /// Nonzero when frames may be transparent.
  int has_alpha;
  /// The stored pixels of all frames together (each frame's rectangle): what one play
  /// decodes.
  uint64_t frame_pixels;
} ccodecs_animation_info;

/// Opens an animated (or still) GIF or WebP held in memory: checks the canvas against the
/// pixel limit, counts the frames and reads their durations, without decoding any pixels.
///
/// `data` must stay valid and unchanged until `ccodecs_animation_close`. On success `*out` is
/// the animation, positioned before its first frame; on failure it is NULL. Returns
/// CCODECS_ERROR_UNSUPPORTED_FORMAT for formats without animations here (JPEG, PNG, AVIF) and
/// CCODECS_ERROR_FORMAT_NOT_BUILT for GIF or WebP in a build without them.
int ccodecs_animation_open(const uint8_t *data, size_t length,
                           const ccodecs_animation_options *options, ccodecs_animation **out,
                           ccodecs_animation_info *info);

/// The display duration of each frame in milliseconds, as stored (0 where the file says 0;
/// `count` at most the frame count). Returns CCODECS_OK or CCODECS_ERROR_INVALID_ARGUMENT.
int ccodecs_animation_durations(const ccodecs_animation *animation, int32_t *milliseconds,
                                int count);

/// Draws the next frame (disposal and blending as the format says) on the canvas and gives
/// it at `width` x `height` in `pixels`. After the last frame the next call gives the first
/// again. `*index` (when not NULL) receives the frame's index.
///
/// The canvas is at the stored size up to `max_canvas_pixels`, resampled to the size asked
/// for; beyond, it is at the size asked for (at most the stored size), each frame drawn on it
/// straight from its stored size, so that the work per frame is the frame's own pixels and
/// the output's and the memory what `ccodecs_animation_working_bytes` says, whatever the
/// stored canvas. Asking for a size that changes the canvas starts again from the first
/// frame. Frames are decoded in order because each is drawn over the ones before: to show
/// frame k after frame j > k, rewind and decode again from the first.
int ccodecs_animation_next_frame(ccodecs_animation *animation, uint8_t *pixels, int width,
                                 int height, int stride, int *index);

/// Draws the next frame on the canvas like `ccodecs_animation_next_frame` without copying it
/// out: for frames passed over on the way to a later one.
int ccodecs_animation_skip_frame(ccodecs_animation *animation, int width, int height,
                                 int *index);

/// The bytes the animation holds to draw its frames at `width` x `height`: the canvas (twice
/// for GIFs that restore previous frames), the format's buffers and an estimate of what the
/// codec allocates for the largest frame (libwebp holds a lossless frame whole). Not counted:
/// the encoded data, which the caller owns.
uint64_t ccodecs_animation_working_bytes(const ccodecs_animation *animation, int width,
                                         int height);

/// The pixels one play touches at `width` x `height`: every frame's stored pixels (decoded),
/// and for each frame the canvas's and the output's (drawn on, copied out): a measure of the
/// processor time a play costs.
uint64_t ccodecs_animation_play_pixels(const ccodecs_animation *animation, int width,
                                       int height);

/// Goes back to before the first frame.
int ccodecs_animation_rewind(ccodecs_animation *animation);

/// How many frame records the calling thread's decodes have read so far: a GIF's image
/// descriptors and a WebP's frame entries, counting every entry libwebp's demuxer walks past
/// to find a frame (it finds frame n by walking from the first). Work that does not depend on
/// the machine's speed, for tests: a still decode of an animation's first frame reads one or
/// two, opening an animation one per frame, and playing it one per frame shown.
uint64_t ccodecs_thread_frame_records_read(void);

/// Releases the animation and everything it holds; NULL is ignored.
void ccodecs_animation_close(ccodecs_animation *animation);

// MARK: - Encoding

/// Pixel layouts `ccodecs_png_encode` can write.
#define CCODECS_PNG_RGBA 0
#define CCODECS_PNG_RGB 1
#define CCODECS_PNG_GREY 2
#define CCODECS_PNG_GREY_ALPHA 3
#define CCODECS_PNG_PALETTE 4

/// Options for `ccodecs_png_encode`. A zeroed struct writes 8-bit RGBA, not interlaced, at
/// the default compression level.
typedef struct ccodecs_png_options {
  /// One of the CCODECS_PNG_ layouts. Grey is the BT.601 luma of the colour; a palette is
  /// built from the distinct colours (at most 256, with a transparency chunk when needed).
  int color_type;
  /// 8 or 16 (0 means 8). 16 bits repeats each byte (v * 257); not with a palette.
  int bit_depth;
  /// Nonzero writes Adam7 interlaced rows.
  int interlaced;
  /// zlib level 0...9; 0 in this field means the library default, use -1 for level 0.
  int compression_level;
} ccodecs_png_options;

/// Encodes an RGBA8 image as an 8-bit RGBA PNG in memory.
///
/// On success `*out` points to `*out_length` bytes that the caller releases with
/// `ccodecs_free`. On failure `*out` is NULL.
int ccodecs_png_encode_rgba(const uint8_t *rgba, int width, int height, int stride,
                            uint8_t **out, size_t *out_length);

/// Encodes an RGBA8 image as a PNG with the given layout, depth and interlacing.
int ccodecs_png_encode(const uint8_t *rgba, int width, int height, int stride,
                       const ccodecs_png_options *options, uint8_t **out, size_t *out_length);

/// Options for `ccodecs_jpeg_encode`. A zeroed struct writes a baseline JPEG at quality 90
/// with no size limit.
typedef struct ccodecs_jpeg_options {
  /// 1...100 (clamped); 0 means 90.
  int quality;
  /// Nonzero writes a progressive JPEG.
  int progressive;
  /// When the output would exceed this many bytes, encoding stops with
  /// CCODECS_ERROR_TOO_LARGE and nothing is returned; 0 means no limit. For callers with a
  /// size budget (a cache entry, an upload): the buffer never grows past it.
  size_t max_output_bytes;
} ccodecs_jpeg_options;

/// Encodes an RGBA8 image as a JPEG (alpha ignored) with 4:2:0 chroma subsampling, into a
/// buffer that grows as needed. On success `*out` points to `*out_length` bytes that the
/// caller releases with `ccodecs_free`; on failure `*out` is NULL and nothing leaks.
int ccodecs_jpeg_encode(const uint8_t *rgba, int width, int height, int stride,
                        const ccodecs_jpeg_options *options, uint8_t **out, size_t *out_length);

/// Encodes an RGBA8 image as a JPEG (alpha ignored), baseline or progressive, quality 1...100,
/// 4:2:0 chroma subsampling, with no size limit. Release `*out` with `ccodecs_free`.
int ccodecs_jpeg_encode_rgba(const uint8_t *rgba, int width, int height, int stride,
                             int quality, int progressive, uint8_t **out, size_t *out_length);

/// Releases a buffer returned by one of the encoders.
void ccodecs_free(void *buffer);

/// A short English description of a status code, for logs.
const char *ccodecs_status_message(int status);

#ifdef __cplusplus
}
#endif

#endif
