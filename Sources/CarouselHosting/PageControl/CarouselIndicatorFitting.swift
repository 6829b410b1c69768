import CarouselCore

/// The size of an app's own page indicator view, by the rule UIKit views size themselves:
/// what it says fits, else its intrinsic size, else the size it has; the first of them with
/// area. Each is asked only when the ones before it have none.
package enum CarouselIndicatorFitting {
  /// The indicator's own size.
  ///
  /// - Parameters:
  ///   - fitting: What the view says fits (`sizeThatFits(_:)`).
  ///   - intrinsic: Its intrinsic content size.
  ///   - current: Its size now.
  package static func size(
    fitting: () -> CarouselSize, intrinsic: () -> CarouselSize, current: CarouselSize
  ) -> CarouselSize {
    let fits = fitting()
    if fits.width > 0, fits.height > 0 { return fits }
    let own = intrinsic()
    if own.width > 0, own.height > 0 { return own }
    return current
  }
}
