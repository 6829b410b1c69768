/// Where a page indicator sits along the edge of a carousel: along the bottom edge for a
/// horizontal row of dots, along the trailing edge (from the top) for a vertical one.
public enum CarouselPageControlAlignment: Hashable, Sendable {
  /// At the leading edge: the left, or the right in right-to-left layouts (the top for a
  /// vertical indicator).
  case leading
  /// Centred.
  case center
  /// At the trailing edge: the right, or the left in right-to-left layouts (the bottom for a
  /// vertical indicator).
  case trailing
}
