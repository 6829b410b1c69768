/// Why a frame could not be encoded or a picture could not be decoded.
public struct CodecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The status code of the codecs on Linux (libpng and libjpeg-turbo behind
  /// `CCarouselCodecs`); 0 on Apple platforms, where ImageIO does the work and reports no code.
  public let status: Int32
  /// A short English description of what failed.
  public let description: String
}
