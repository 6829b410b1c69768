/// How a picture fills its slot.
public enum CarouselContentMode: Hashable, Sendable {
  /// Covers the slot, keeping its aspect ratio; what overflows is cropped. The usual choice
  /// for banners.
  case aspectFill
  /// Fits inside the slot, keeping its aspect ratio; the rest of the slot stays clear.
  case aspectFit
}
