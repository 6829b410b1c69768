/// The colour space a decoded image is drawn into for display on Apple platforms.
///
/// Only the two spaces Apple displays composite natively are used, so Core Animation never
/// converts an image on the main thread: sources in sRGB (or anything narrower: grey, most
/// untagged and CMYK images) become sRGB; wide-gamut sources (Display P3 photos from iPhone
/// cameras, Adobe RGB, ProPhoto, BT.2020, extended-range) become Display P3, which keeps
/// what a wide screen can show of them instead of clipping them to sRGB and losing
/// saturation. Linux decodes without colour management, as before.
enum DisplayColorSpace: Sendable, Hashable {
  /// sRGB, eight bits per channel.
  case sRGB
  /// Display P3, eight bits per channel.
  case displayP3

  /// The display colour space for a source.
  ///
  /// - Parameters:
  ///   - isRGB: Whether the source's colour model is RGB (for an indexed source, its base
  ///     colour space's).
  ///   - isWideGamut: Whether that RGB space is wider than sRGB, or has an extended range.
  init(sourceIsRGB isRGB: Bool, isWideGamut: Bool) {
    self = isRGB && isWideGamut ? .displayP3 : .sRGB
  }
}
