/// The picture sizes views asked for recently, and the one rule that picks the size to ask a
/// picture for: a size already asked for that the band accepts for the view's pixels, else
/// the view's pixels themselves.
///
/// The host machine applies it to every slot (``CarouselFrame/Slot/pictureSize``); a picture
/// view outside a carousel applies it to itself.
///
/// Measuring from sizes already asked for (not from the previous frame's size) is the
/// hysteresis: a view whose size changes a little on every frame (a collapsing header, a
/// rotation) keeps one request size until it has drifted out of the band, so its picture is
/// not decoded again for every step.
///
/// ```swift
/// var sizes = CarouselPictureSizes()
/// let request = sizes.size(forSlotPixels: CarouselPixelSize(covering: size, scale: 3))
/// ```
public struct CarouselPictureSizes: Hashable, Sendable {
  /// How many recent sizes are remembered (a few slot sizes in use at once).
  public static let capacity = 4

  /// Per content mode, most recently used first: sizes asked for to fill scale differently
  /// from sizes asked for to fit.
  private var recentToFill: [CarouselPixelSize] = []
  private var recentToFit: [CarouselPixelSize] = []

  /// No size asked for yet.
  public init() {}

  /// The size to ask a picture for, for a view of `pixels`.
  ///
  /// A recent size serves when the picture it gives is drawn at most `maximumMagnification`
  /// times larger and at most `maximumReduction` times smaller: for a picture that fills the
  /// view, by the larger of the two axes' ratios (a banner whose height collapses keeps its
  /// picture: the width still sets the scale); for one that fits, by the smaller.
  ///
  /// - Parameters:
  ///   - pixels: The view's size in pixels.
  ///   - contentMode: How the picture fills the view.
  ///   - maximumMagnification: How much larger than asked a picture may be drawn.
  ///   - maximumReduction: How much smaller than asked a picture may be drawn.
  /// - Returns: The size to ask for; empty for a view without area (ask for nothing).
  public mutating func size(
    forSlotPixels pixels: CarouselPixelSize, contentMode: CarouselContentMode = .aspectFill,
    maximumMagnification: Double = 1.15, maximumReduction: Double = 2
  ) -> CarouselPixelSize {
    guard !pixels.isEmpty else { return pixels }
    var recent = contentMode == .aspectFill ? recentToFill : recentToFit
    defer {
      if contentMode == .aspectFill { recentToFill = recent } else { recentToFit = recent }
    }
    func accepts(_ size: CarouselPixelSize) -> Bool {
      Self.accepts(
        size, forSlotPixels: pixels, contentMode: contentMode,
        maximumMagnification: maximumMagnification, maximumReduction: maximumReduction)
    }
    if let index = recent.firstIndex(where: accepts) {
      let size = recent[index]
      if index != 0 {
        recent.remove(at: index)
        recent.insert(size, at: 0)
      }
      return size
    }
    recent.insert(pixels, at: 0)
    if recent.count > Self.capacity { recent.removeLast() }
    return pixels
  }
}

extension CarouselPictureSizes {
  /// Forgets every size asked for.
  public mutating func removeAll() {
    self = CarouselPictureSizes()
  }
}

extension CarouselPictureSizes {
  /// Whether a picture asked for at `size` serves a view of `pixels`: drawn at most
  /// `maximumMagnification` times larger and at most `maximumReduction` times smaller than it
  /// was decoded (limits below 1 count as 1: any change of scale asks again).
  ///
  /// - Parameters:
  ///   - size: The size the picture was asked for.
  ///   - pixels: The view's size in pixels.
  ///   - contentMode: How the picture fills the view.
  ///   - maximumMagnification: How much larger than asked a picture may be drawn.
  ///   - maximumReduction: How much smaller than asked a picture may be drawn.
  public static func accepts(
    _ size: CarouselPixelSize, forSlotPixels pixels: CarouselPixelSize,
    contentMode: CarouselContentMode = .aspectFill, maximumMagnification: Double = 1.15,
    maximumReduction: Double = 2
  ) -> Bool {
    guard !size.isEmpty, !pixels.isEmpty else { return size == pixels }
    let magnification = maximumMagnification.isNaN ? 1 : max(1, maximumMagnification)
    let reduction = maximumReduction.isNaN ? 1 : max(1, maximumReduction)
    let horizontal = Double(pixels.width) / Double(size.width)
    let vertical = Double(pixels.height) / Double(size.height)
    let scale = contentMode == .aspectFill ? max(horizontal, vertical) : min(horizontal, vertical)
    return scale <= magnification && scale * reduction >= 1
  }
}
