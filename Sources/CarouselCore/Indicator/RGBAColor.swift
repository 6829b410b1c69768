/// A colour with eight bits per channel and straight (not premultiplied) alpha.
public struct RGBAColor: Hashable, Sendable {
  /// The red channel.
  public var red: UInt8
  /// The green channel.
  public var green: UInt8
  /// The blue channel.
  public var blue: UInt8
  /// The opacity: 0 is transparent, 255 opaque.
  public var alpha: UInt8

  /// Creates a colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates an opaque colour from a 24-bit hexadecimal value such as `0x1E88E5`.
  public init(hex: UInt32, alpha: UInt8 = 255) {
    self.init(
      red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
      blue: UInt8(truncatingIfNeeded: hex), alpha: alpha)
  }

  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBAColor(red: 255, green: 255, blue: 255)
  /// Fully transparent black.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// The colour `fraction` of the way from this one to `other` (0 gives this colour).
  public func mixed(with other: RGBAColor, fraction: Double) -> RGBAColor {
    let t = min(max(fraction, 0), 1)
    func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8(clamping: Int((Double(a) + (Double(b) - Double(a)) * t).rounded()))
    }
    return RGBAColor(
      red: channel(red, other.red), green: channel(green, other.green),
      blue: channel(blue, other.blue), alpha: channel(alpha, other.alpha))
  }

  /// The perceived brightness (BT.601 luma) in `0 ... 1`, ignoring alpha.
  public var luma: Double {
    (0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)) / 255
  }
}
