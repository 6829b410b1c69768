/// Pixels per point of the screen a view is on, by one rule for every view: what the platform
/// reports, or 1 when it reports none (a trait collection's 0 before the view is on a
/// screen) or nonsense.
package enum CarouselPixelScale {
  /// The pixels per point to draw and decode at.
  ///
  /// - Parameter reported: The platform's scale (`traitCollection.displayScale`).
  package static func of(_ reported: Double) -> Double {
    reported.isFinite && reported > 0 ? reported : 1
  }
}
