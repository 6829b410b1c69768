import Foundation

/// Turns encoded image bytes into a `DecodedImage` at a target size.
///
/// Conforming types downsample while decoding where the format allows it, check the
/// dimensions from the header before allocating, and report every failure as an
/// `ImageError`, never by crashing.
///
/// The pipeline calls decoders on threads of its own, never on the cooperative pool, so a
/// decoder may block. On Apple platforms it converts an image returned as RGBA bytes into the
/// display-ready form there too (see `DecodedImage`), so views never convert on the main
/// thread.
public protocol ImageDecoding: Sendable {
  /// Decodes `data` to the size `PixelSize.downsampled(toFill:contentMode:)` gives for the
  /// image's stored size.
  ///
  /// - Parameters:
  ///   - data: The encoded bytes; the format is sniffed from them.
  ///   - targetSize: The slot size in pixels.
  ///   - contentMode: Whether the result must cover or fit inside the slot.
  ///   - maximumPixelCount: Images with more stored pixels are refused with
  ///     `ImageError.imageTooLarge` before any pixel memory is allocated.
  /// - Returns: The decoded image, never larger than the stored image.
  /// - Throws: `ImageError.notAnImage`, `.unsupportedFormat`, `.imageTooLarge`,
  ///   `.corruptData` or `.outOfMemory`.
  func decode(
    _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
    maximumPixelCount: Int
  ) throws(ImageError) -> DecodedImage
}
