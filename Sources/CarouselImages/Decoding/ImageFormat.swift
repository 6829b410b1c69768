/// An image file format, recognised from the first bytes of the data.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
  /// JPEG (JFIF, Exif), baseline or progressive.
  case jpeg
  /// PNG, any layout.
  case png
  /// GIF 87a or 89a.
  case gif
  /// WebP.
  case webp
  /// HEIF/HEIC.
  case heif
  /// AVIF.
  case avif
  /// TIFF, either byte order.
  case tiff
  /// Windows bitmap.
  case bmp

  /// Recognises the format from the leading bytes ("magic numbers"), never from a file name
  /// or a `Content-Type` header, which servers get wrong.
  ///
  /// - Parameter bytes: The start of the data; 32 bytes are enough.
  /// - Returns: The format, or `nil` when the bytes are not an image in a known format.
  public init?(sniffing bytes: some Collection<UInt8>) {
    let head = Array(bytes.prefix(32))
    func matches(_ signature: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + signature.count
        && Array(head[offset..<offset + signature.count]) == signature
    }
    func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }
    if matches([0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if matches(ascii("GIF87a")) || matches(ascii("GIF89a")) {
      self = .gif
    } else if matches(ascii("RIFF")) && matches(ascii("WEBP"), at: 8) {
      self = .webp
    } else if matches(ascii("ftyp"), at: 4), head.count >= 12 {
      let brand = String(decoding: head[8..<12], as: UTF8.self)
      // Compatible brands follow the minor version, within the box and the bytes at hand.
      let boxEnd = min(
        head.count, Int(head[0]) << 24 | Int(head[1]) << 16 | Int(head[2]) << 8 | Int(head[3]))
      let compatible = stride(from: 16, through: boxEnd - 4, by: 4).map {
        String(decoding: head[$0..<$0 + 4], as: UTF8.self)
      }
      switch brand {
      case "avif", "avis": self = .avif
      case "heic", "heix", "hevc", "mif1", "msf1":
        self = compatible.contains("avif") || compatible.contains("avis") ? .avif : .heif
      default: return nil
      }
    } else if matches(ascii("II*\0")) || matches(ascii("MM\0*")) {
      self = .tiff
    } else if matches(ascii("BM")), head.count >= 18, head[6...9].allSatisfy({ $0 == 0 }),
      head[16] == 0, head[17] == 0,
      [12, 40, 52, 56, 108, 124].contains(Int(head[14]) | Int(head[15]) << 8)
    {
      self = .bmp
    } else {
      return nil
    }
  }
}
