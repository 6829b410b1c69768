import Testing

/// The codecs the package decodes on Linux only when built with their traits, as the tests
/// see them: each test that needs one says so with ``Testing/Trait/needs(_:)``, so that a build
/// without it skips the test with the reason instead of failing it.
///
/// What is built is read from the traits themselves (SwiftPM passes each enabled trait to the
/// compiler as a condition), independently of the codecs' own answer, so that a test can check
/// that the manifest wires each trait to its codec.
public enum OptionalCodec: String, CaseIterable, Sendable, CustomStringConvertible {
  case webp = "WebP"
  case avif = "AVIF"
  case gif = "GIF"

  /// Whether this build has the codec: its trait is enabled, or the platform is not Linux
  /// (ImageIO decodes every format on Apple platforms).
  public var isBuilt: Bool {
    #if !os(Linux)
      return true
    #else
      switch self {
      case .webp:
        #if WebP
          return true
        #else
          return false
        #endif
      case .avif:
        #if AVIF
          return true
        #else
          return false
        #endif
      case .gif:
        #if GIF
          return true
        #else
          return false
        #endif
      }
    #endif
  }

  /// The Debian package with the library's development files.
  public var developmentPackage: String {
    switch self {
    case .webp: "libwebp-dev"
    case .avif: "libavif-dev"
    case .gif: "libgif-dev"
    }
  }

  /// The trait's name.
  public var description: String { rawValue }

  /// The codecs this build left out.
  public static var missing: [OptionalCodec] { allCases.filter { !$0.isBuilt } }

  /// One line saying which format tests this build does not run and how to run them, or nil
  /// when it runs them all.
  public static var coverageNote: String? {
    let missing = missing
    guard !missing.isEmpty else { return nil }
    let names = missing.map(\.rawValue).joined(separator: ", ")
    let packages = missing.map(\.developmentPackage).joined(separator: " ")
    return "Not run: the \(names) decoding tests, since this build leaves out those codecs "
      + "(package traits); to run them: apt-get install \(packages) && swift test "
      + "--enable-all-traits"
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test or suite only in builds that decode every format of `codecs`; otherwise it
  /// is skipped, saying which trait it needs.
  public static func needs(_ codecs: OptionalCodec...) -> Self {
    let missing = codecs.filter { !$0.isBuilt }
    let names = missing.map(\.rawValue)
    let reason =
      "needs the \(names.joined(separator: ", ")) trait\(names.count > 1 ? "s" : "") "
      + "(swift test --traits \(names.joined(separator: ",")))"
    return .enabled(if: missing.isEmpty, Comment(rawValue: reason))
  }
}
