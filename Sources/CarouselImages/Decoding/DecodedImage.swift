#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A decoded bitmap, seen as RGBA, eight bits per channel, straight (not premultiplied)
/// alpha, rows from top to bottom with no padding.
///
/// The same type on every platform, so front ends and the software renderer draw it the same
/// way wherever it was decoded. What holds the pixels depends on where they are drawn:
///
/// - On Linux (and from `init(width:height:pixels:)` anywhere) the image holds the RGBA bytes
///   themselves; `pixels` returns them without copying.
/// - On Apple platforms the decoder makes a display-ready `CGImage` instead: premultiplied
///   BGRA (`premultipliedFirst | byteOrder32Little`, what Core Animation draws without
///   converting), rows aligned for it, in the colour space chosen for the source (Display P3
///   for wide-gamut photos). That image is the only copy of the pixels: `makeCGImage()` returns
///   it as is, so a view on the main thread only wraps it. `pixels` and `pixel(x:y:)` are
///   computed from it when asked (converted to sRGB, alpha divided out), which costs a pass
///   over the image: they are for tests and the software renderer, not for display.
///
/// An animated picture decodes to its first frame, with the rest in ``animation``: what a
/// view that does not animate shows, and the poster a view that does shows before playing.
public struct DecodedImage: Sendable, Equatable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// What holds the pixels.
  let storage: Storage
  /// The frames after this one, for an animated picture; `nil` for a still one.
  public internal(set) var animation: ImageAnimation?

  /// What holds the pixels of an image.
  enum Storage: Sendable {
    /// `width * height * 4` bytes of straight RGBA, row by row.
    case rgba([UInt8])
    #if canImport(CoreGraphics)
      /// A display-ready image: premultiplied BGRA8 (or opaque BGRX8), made off the main
      /// thread by the decoder.
      case cgImage(CGImage)
    #endif
  }

  /// Creates an image from RGBA8 pixels.
  ///
  /// - Parameters:
  ///   - width: The number of columns, at least 1.
  ///   - height: The number of rows, at least 1.
  ///   - pixels: Exactly `width * height * 4` bytes, straight alpha.
  /// - Precondition: The dimensions are positive and match the pixel count.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width > 0 && height > 0, "an image has at least one pixel")
    precondition(pixels.count == width * height * 4, "RGBA8 needs width * height * 4 bytes")
    self.width = width
    self.height = height
    storage = .rgba(pixels)
    animation = nil
  }

  /// This image as the first frame of `animation`.
  func withAnimation(_ animation: ImageAnimation?) -> DecodedImage {
    var image = self
    image.animation = animation
    return image
  }

  /// `width * height * 4` bytes: red, green, blue, alpha for each pixel, row by row.
  ///
  /// - Complexity: O(1) for an image holding RGBA bytes; O(pixels), with a new array, for a
  ///   display-ready image on Apple platforms.
  public var pixels: [UInt8] {
    switch storage {
    case .rgba(let pixels):
      return pixels
    #if canImport(CoreGraphics)
      case .cgImage(let image):
        return Self.straightRGBA(of: image, width: width, height: height)
    #endif
    }
  }

  /// The size in pixels.
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// What the image costs in memory, in bytes: what the memory cache counts. For an
  /// animated picture, its first frame plus the most its animation keeps
  /// (``ImageAnimation/maximumCost``).
  public var cost: Int {
    let frame: Int
    switch storage {
    case .rgba(let pixels):
      frame = pixels.count
    #if canImport(CoreGraphics)
      case .cgImage(let image):
        frame = image.bytesPerRow * image.height
    #endif
    }
    return frame + (animation?.maximumCost ?? 0)
  }

  /// The red, green, blue and alpha values of one pixel.
  ///
  /// - Parameters:
  ///   - x: The column, `0..<width`.
  ///   - y: The row, `0..<height`.
  /// - Returns: The channels in the order red, green, blue, alpha.
  public func pixel(x: Int, y: Int) -> SIMD4<UInt8> {
    precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel out of bounds")
    switch storage {
    case .rgba(let pixels):
      let offset = (y * width + x) * 4
      return SIMD4(pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    #if canImport(CoreGraphics)
      case .cgImage(let image):
        let one = Self.straightRGBA(of: image, width: 1, height: 1, origin: (x, y))
        return SIMD4(one[0], one[1], one[2], one[3])
    #endif
    }
  }

  /// Whether two images have the same size and the same pixels (and, when animated, the
  /// same animation).
  public static func == (lhs: DecodedImage, rhs: DecodedImage) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.animation === rhs.animation
    else { return false }
    switch (lhs.storage, rhs.storage) {
    case (.rgba(let left), .rgba(let right)):
      return left == right
    #if canImport(CoreGraphics)
      case (.cgImage(let left), .cgImage(let right)) where left === right:
        return true
      default:
        return lhs.pixels == rhs.pixels
    #endif
    }
  }
}
