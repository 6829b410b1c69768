/// A size in pixels (not points): what a slot displays and what an image is decoded to.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The number of pixels, `width` times `height` (0 when either is not positive).
  public var area: Int {
    width > 0 && height > 0 ? width.multipliedReportingOverflow(by: height).partialValue : 0
  }

  /// A textual representation, `WIDTHxHEIGHT`.
  public var description: String { "\(width)x\(height)" }

  /// The size an image of this size is decoded to for a slot of `target` pixels.
  ///
  /// The aspect ratio is kept. With `.aspectFill` the result covers the target (the front end
  /// crops what overflows); with `.aspectFit` it fits inside. Images are never enlarged: a
  /// source smaller than the target keeps its size. A target without area leaves the size
  /// unchanged.
  ///
  /// ```swift
  /// PixelSize(width: 3840, height: 2400)
  ///   .downsampled(toFill: PixelSize(width: 1170, height: 390), contentMode: .aspectFill)
  /// // 1170x731
  /// ```
  ///
  /// - Parameters:
  ///   - target: The slot size in pixels.
  ///   - contentMode: Whether the image must cover or fit inside the slot.
  /// - Returns: The decoded size, at least 1x1 when this size has area.
  public func downsampled(toFill target: PixelSize, contentMode: ImageRequest.ContentMode)
    -> PixelSize
  {
    guard width > 0, height > 0 else { return PixelSize(width: 0, height: 0) }
    guard target.width > 0, target.height > 0 else { return self }
    let horizontal = Double(target.width) / Double(width)
    let vertical = Double(target.height) / Double(height)
    let factor: Double
    switch contentMode {
    case .aspectFill: factor = max(horizontal, vertical)
    case .aspectFit: factor = min(horizontal, vertical)
    }
    guard factor < 1 else { return self }
    let scaledWidth = min(width, max(1, Int((Double(width) * factor).rounded())))
    let scaledHeight = min(height, max(1, Int((Double(height) * factor).rounded())))
    return PixelSize(width: scaledWidth, height: scaledHeight)
  }
}
