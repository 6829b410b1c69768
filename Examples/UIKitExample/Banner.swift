import Foundation

/// A promotion shown in the banner carousel.
struct Banner: Hashable, Sendable {
  let id: Int
  let title: String
  let summary: String
  let imageURL: URL
  /// A video that plays over the picture, if any.
  var videoURL: URL? = nil

  /// The promotion's photos, 3:2, for the gallery on its page.
  var galleryURLs: [URL] {
    ([id] + Self.galleryExtras).map { Self.picsum($0, width: 1200, height: 800) }
  }

  /// Sample promotions. The pictures come from picsum.photos, a free placeholder-image
  /// service (`/id/N/width/height` is always the same photo); replace them with your own.
  /// They need a network connection.
  static let samples: [Banner] = [
    Banner(
      id: 1015, title: "River valley weekends",
      summary: "Two nights by the water, breakfast included, canoes free on weekdays.",
      imageURL: picsum(1015)),
    Banner(
      id: 1016, title: "Canyon trails",
      summary: "Guided hikes at sunrise, from easy walks to full-day climbs.",
      imageURL: picsum(1016), videoURL: sampleVideo),
    Banner(
      id: 1018, title: "Mountain lodges: 20% off",
      summary: "Book any lodge for three nights or more before the end of the month.",
      imageURL: picsum(1018)),
    Banner(
      id: 1036, title: "Winter escapes",
      summary: "Snowshoes, saunas and long evenings by the fire.",
      imageURL: picsum(1036)),
    Banner(
      id: 1039, title: "Waterfall hikes",
      summary: "Cool mornings, mossy paths and the loudest lunch spot you will ever find.",
      imageURL: picsum(1039)),
  ]

  private static let galleryExtras = [1040, 1044, 1050]

  /// The wide picture drifting behind the sign-in form.
  static let signInBackdrop = picsum(1043, width: 1800, height: 600)

  /// Apple's public HTTP Live Streaming example (BipBop), for the video slide. A slide's
  /// video plays muted over its picture, which is its poster.
  static let sampleVideo = URL(
    string:
      "https://devstreaming-cdn.apple.com/videos/streaming/examples/bipbop_16x9/bipbop_16x9_variant.m3u8"
  )

  /// A picsum.photos address: the photo with that id, cropped to a size (3:1 by default,
  /// the banner's shape).
  static func picsum(_ id: Int, width: Int = 1200, height: Int = 400) -> URL {
    guard let url = URL(string: "https://picsum.photos/id/\(id)/\(width)/\(height)") else {
      preconditionFailure("not a URL: picsum id \(id)")
    }
    return url
  }
}
