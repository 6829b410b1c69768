import CarouselCore

extension CarouselInsets {
  /// Insets given by leading and trailing edges (SwiftUI's `EdgeInsets`), as the physical
  /// left and right the machine lays out with: leading is the right in a right-to-left
  /// layout.
  ///
  /// - Parameters:
  ///   - top: From the top edge.
  ///   - leading: From the leading edge.
  ///   - bottom: From the bottom edge.
  ///   - trailing: From the trailing edge.
  ///   - isRightToLeft: Whether the layout runs right to left.
  package init(
    top: Double, leading: Double, bottom: Double, trailing: Double, isRightToLeft: Bool
  ) {
    let sides = isRightToLeft ? (trailing, leading) : (leading, trailing)
    self.init(top: top, left: sides.0, bottom: bottom, right: sides.1)
  }
}
