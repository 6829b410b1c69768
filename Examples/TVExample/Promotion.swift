#if os(tvOS)
  import Foundation

  /// A promotion shown in the banner, and a title of the shelf below it.
  struct Promotion: Identifiable, Hashable, Sendable {
    let id: Int
    let title: String
    let summary: String
    let imageURL: URL
    /// A video that plays over the picture, if any.
    var videoURL: URL? = nil

    /// Sample promotions. The pictures come from picsum.photos, a free placeholder-image
    /// service (`/id/N/width/height` is always the same photo); replace them with your own.
    /// They need a network connection.
    static let samples: [Promotion] = [
      Promotion(
        id: 1015, title: "River valley weekends",
        summary: "Two nights by the water, breakfast included, canoes free on weekdays.",
        imageURL: picsum(1015)),
      Promotion(
        id: 1016, title: "Canyon trails",
        summary: "Guided hikes at sunrise, from easy walks to full-day climbs.",
        imageURL: picsum(1016), videoURL: sampleVideo),
      Promotion(
        id: 1018, title: "Mountain lodges: 20% off",
        summary: "Book any lodge for three nights or more before the end of the month.",
        imageURL: picsum(1018)),
      Promotion(
        id: 1036, title: "Winter escapes",
        summary: "Snowshoes, saunas and long evenings by the fire.",
        imageURL: picsum(1036)),
    ]

    /// The shelf under the banner: posters in the shape tvOS cards take.
    static let shelf: [Promotion] = [1039, 1043, 1044, 1045, 1047, 1050].map { id in
      Promotion(
        id: id, title: "Trip \(id)", summary: "", imageURL: picsum(id, width: 600, height: 900))
    }

    /// Apple's public HTTP Live Streaming example (BipBop), for the video slide. A slide's
    /// video plays muted over its picture, which is its poster.
    static let sampleVideo = URL(
      string:
        "https://devstreaming-cdn.apple.com/videos/streaming/examples/bipbop_16x9/bipbop_16x9_variant.m3u8"
    )

    /// A picsum.photos address: the photo with that id at a size. The banner's pictures are
    /// 1920 x 640 (3:1): the carousel decodes them at the slide's pixel size, which on a 4K
    /// Apple TV is twice the size in points.
    static func picsum(_ id: Int, width: Int = 1920, height: Int = 640) -> URL {
      guard let url = URL(string: "https://picsum.photos/id/\(id)/\(width)/\(height)") else {
        preconditionFailure("not a URL: picsum id \(id)")
      }
      return url
    }
  }
#endif
