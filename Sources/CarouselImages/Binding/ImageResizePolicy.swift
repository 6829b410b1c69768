/// When an image decoded for one slot size still serves a slot of another size.
///
/// A slot's pixel size changes with rotation, Split View and Stage Manager resizes, and with
/// every frame of a collapsing or stretching header. Each new size is a new request (and a
/// new memory-cache entry), so asking for one on every change would decode per frame. The
/// policy keeps the current image while it is drawn at most `maximumMagnification` larger or
/// `maximumReduction` smaller than the size it was decoded for. The band is measured from the
/// size last requested, not the previous frame's, so a size changing a little every frame
/// starts a request only each time it has drifted out of the band (hysteresis): a header
/// growing threefold makes seven requests at the defaults, whatever the frame rate.
///
/// The scale compares slot sizes as the content mode draws them: an aspect-fill image is
/// magnified by the larger of the two axis ratios, an aspect-fit one by the smaller. So a
/// full-width banner whose height collapses keeps its image (its width still sets the scale).
///
/// ```swift
/// let policy = ImageResizePolicy()
/// policy.accepts(PixelSize(width: 1170, height: 390), for: PixelSize(width: 1170, height: 300),
///                contentMode: .aspectFill)  // true: drawn at the same scale
/// policy.accepts(PixelSize(width: 1170, height: 390), for: PixelSize(width: 2532, height: 844),
///                contentMode: .aspectFill)  // false: rotated to landscape, 2.2 times larger
/// ```
public struct ImageResizePolicy: Sendable, Hashable {
  /// How much larger than decoded an image may be drawn before a sharper one is requested.
  public var maximumMagnification: Double
  /// How much smaller than decoded an image may be drawn before a smaller one is requested
  /// (to give memory back).
  public var maximumReduction: Double

  /// Creates a policy; values below 1 count as 1 (a new request for any change of scale).
  ///
  /// - Parameters:
  ///   - maximumMagnification: 1.15 by default: up to 15% larger, hardly visible on a
  ///     Retina screen.
  ///   - maximumReduction: 2 by default: an image up to twice the slot's pixels in each
  ///     direction (four times the memory) is kept rather than decoded again.
  public init(maximumMagnification: Double = 1.15, maximumReduction: Double = 2) {
    self.maximumMagnification = maximumMagnification
    self.maximumReduction = maximumReduction
  }

  /// The scale at which an image decoded for a slot of `decodedSize` is drawn in a slot of
  /// `slotSize`: above 1 when magnified, below 1 when reduced.
  ///
  /// - Parameters:
  ///   - decodedSize: The target size the image was requested at.
  ///   - slotSize: The slot's pixel size now.
  ///   - contentMode: How the slot draws the image.
  /// - Returns: The scale, or `nil` when either size has no area.
  public static func scale(
    from decodedSize: PixelSize, to slotSize: PixelSize, contentMode: ImageRequest.ContentMode
  ) -> Double? {
    guard decodedSize.area > 0, slotSize.area > 0 else { return nil }
    let horizontal = Double(slotSize.width) / Double(decodedSize.width)
    let vertical = Double(slotSize.height) / Double(decodedSize.height)
    switch contentMode {
    case .aspectFill: return max(horizontal, vertical)
    case .aspectFit: return min(horizontal, vertical)
    }
  }

  /// Whether an image requested for a slot of `decodedSize` still serves a slot of
  /// `slotSize`.
  ///
  /// - Parameters:
  ///   - decodedSize: The target size the image was requested at.
  ///   - slotSize: The slot's pixel size now.
  ///   - contentMode: How the slot draws the image.
  /// - Returns: `true` when the scale is within the band; for sizes without area, only when
  ///   they are equal.
  public func accepts(
    _ decodedSize: PixelSize, for slotSize: PixelSize, contentMode: ImageRequest.ContentMode
  ) -> Bool {
    guard let scale = Self.scale(from: decodedSize, to: slotSize, contentMode: contentMode)
    else { return decodedSize == slotSize }
    let magnification = maximumMagnification.isNaN ? 1 : max(1, maximumMagnification)
    let reduction = maximumReduction.isNaN ? 1 : max(1, maximumReduction)
    return scale <= magnification && scale * reduction >= 1
  }
}
