#if !canImport(CCarouselCodecs) && canImport(ImageIO)
  import CarouselImages
  import CoreGraphics
  import Foundation

  /// Decodes the file with the package's own decoder, which on Apple platforms asks ImageIO
  /// for a thumbnail at the slot's size (decoding reduced where the format allows), with the
  /// same header check, pixel limit, size rule and errors as the pipeline. The file is mapped,
  /// not read: ImageIO touches only the pages it decodes.
  func makeThumbnail(_ request: ThumbnailRequest) -> Result<Thumbnail, ThumbnailError> {
    let path = request.inputPath
    // A regular file only: a FIFO, a device, a socket or a directory is refused at once.
    if let failure = RegularFile.check(path) {
      return .failure(ThumbnailError(message: "\(path): \(failure)"))
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
    } catch {
      return .failure(ThumbnailError(message: "\(path): cannot read the file"))
    }
    let limit = Int(clamping: request.maximumPixelCount)
    let slot = PixelSize(width: Int(request.width), height: Int(request.height))
    let mode: ImageRequest.ContentMode = request.fits ? .aspectFit : .aspectFill
    let decoder = PlatformImageDecoder(decodesAnimations: false)
    do {
      let image: DecodedImage
      if request.decodesFullSize {
        // The stored size first (a decode is never enlarged), then reduced by Core Graphics.
        let full = try decoder.decode(
          data, targetSize: PixelSize(width: 1 << 20, height: 1 << 20), contentMode: .aspectFit,
          maximumPixelCount: limit)
        guard let reduced = reduce(full, toFill: slot, contentMode: mode) else {
          return .failure(ThumbnailError(message: "out of memory"))
        }
        return .success(reduced)
      } else {
        image = try decoder.decode(
          data, targetSize: slot, contentMode: mode, maximumPixelCount: limit)
      }
      return .success(
        Thumbnail(width: Int32(image.width), height: Int32(image.height), pixels: image.pixels))
    } catch {
      return .failure(ThumbnailError(message: "\(path): \(error)"))
    }
  }

  /// `image` drawn at the size it is decoded to for the slot, with Core Graphics' best
  /// interpolation, as straight RGBA.
  private func reduce(
    _ image: DecodedImage, toFill slot: PixelSize, contentMode: ImageRequest.ContentMode
  ) -> Thumbnail? {
    let size = image.size.downsampled(toFill: slot, contentMode: contentMode)
    var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
    let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
      guard let source = image.makeCGImage(),
        let colorSpace = CGColorSpace(name: CGColorSpace.sRGB),
        let context = CGContext(
          data: buffer.baseAddress, width: size.width, height: size.height, bitsPerComponent: 8,
          bytesPerRow: size.width * 4, space: colorSpace,
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      else { return false }
      context.interpolationQuality = .high
      context.setBlendMode(.copy)
      context.draw(source, in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
      return true
    }
    guard drawn else { return nil }
    // Straight alpha, as the tool writes everywhere.
    for index in stride(from: 0, to: pixels.count, by: 4) {
      let alpha = Int(pixels[index + 3])
      guard alpha > 0, alpha < 255 else { continue }
      for channel in index..<index + 3 {
        pixels[channel] = UInt8(min(255, (Int(pixels[channel]) * 255 + alpha / 2) / alpha))
      }
    }
    return Thumbnail(width: Int32(size.width), height: Int32(size.height), pixels: pixels)
  }
#endif
