#if !canImport(CCarouselCodecs) && canImport(ImageIO)
  import CoreGraphics
  import Foundation
  import ImageIO

  // On Apple platforms PNG files are written and read by ImageIO, as the codecs do on Linux:
  // the same API, so `carousel render` writes the same frames on a Mac.
  extension FrameBuffer {
    /// Encodes the frame as an 8-bit PNG file (straight alpha), through ImageIO: RGB when
    /// every pixel is opaque (rendered frames are), RGBA otherwise.
    ///
    /// - Returns: The bytes of the PNG file.
    /// - Throws: ``CodecError`` when the frame is empty or ImageIO fails.
    public func pngData() throws(CodecError) -> [UInt8] {
      guard !isEmpty else { throw CodecError(description: "invalid argument") }
      var isOpaque = true
      for index in stride(from: 3, to: bytes.count, by: 4) where bytes[index] != 255 {
        isOpaque = false
        break
      }
      // The frame's bytes are premultiplied RGBA rows: what Core Graphics calls
      // premultiplied-last, so the image wraps them without a conversion pass.
      let alpha: CGImageAlphaInfo = isOpaque ? .noneSkipLast : .premultipliedLast
      guard let provider = CGDataProvider(data: Data(bytes) as CFData),
        let colorSpace = CGColorSpace(name: CGColorSpace.sRGB),
        let image = CGImage(
          width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32,
          bytesPerRow: width * 4, space: colorSpace,
          bitmapInfo: CGBitmapInfo(rawValue: alpha.rawValue), provider: provider, decode: nil,
          shouldInterpolate: false, intent: .defaultIntent)
      else { throw CodecError(description: "encoding failed") }
      let output = NSMutableData()
      guard
        let destination = CGImageDestinationCreateWithData(
          output as CFMutableData, "public.png" as CFString, 1, nil)
      else { throw CodecError(description: "encoding failed") }
      CGImageDestinationAddImage(destination, image, nil)
      guard CGImageDestinationFinalize(destination) else {
        throw CodecError(description: "encoding failed")
      }
      return [UInt8](output as Data)
    }

    /// Decodes a PNG or JPEG file at its own size, through ImageIO.
    ///
    /// - Parameters:
    ///   - encoded: The bytes of the file.
    ///   - maximumPixelCount: Larger pictures are refused before any pixel is decoded.
    /// - Throws: ``CodecError`` when the bytes are not a picture ImageIO reads.
    public init(decoding encoded: [UInt8], maximumPixelCount: Int = 50_000_000) throws(CodecError) {
      let options = [kCGImageSourceShouldCache: false] as CFDictionary
      guard let source = CGImageSourceCreateWithData(Data(encoded) as CFData, options),
        CGImageSourceGetCount(source) > 0,
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any],
        let width = (properties[kCGImagePropertyPixelWidth] as? NSNumber)?.intValue,
        let height = (properties[kCGImagePropertyPixelHeight] as? NSNumber)?.intValue
      else { throw CodecError(description: "not an image") }
      guard width > 0, height > 0, width * height <= maximumPixelCount else {
        throw CodecError(description: "image too large")
      }
      guard let image = CGImageSourceCreateImageAtIndex(source, 0, options) else {
        throw CodecError(description: "corrupt or truncated image data")
      }
      // Drawn into premultiplied RGBA, the frame's own layout, in sRGB.
      var frame = FrameBuffer(width: width, height: height)
      let drawn = frame.bytes.withUnsafeMutableBytes { buffer -> Bool in
        guard let colorSpace = CGColorSpace(name: CGColorSpace.sRGB),
          let context = CGContext(
            data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
            bytesPerRow: width * 4, space: colorSpace,
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return false }
        context.setBlendMode(.copy)
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return true
      }
      guard drawn else { throw CodecError(description: "out of memory") }
      self = frame
    }
  }

  extension CodecError {
    /// An error reported by ImageIO, which gives no status code.
    init(description: String) {
      self.init(status: 0, description: description)
    }
  }
#endif
