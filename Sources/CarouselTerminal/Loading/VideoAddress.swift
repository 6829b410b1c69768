import CarouselImages
import Foundation

/// Tells a video address from a picture's, and finds a video file's poster.
///
/// The terminal and the software renderer have no video decoder: a video slide shows its
/// poster, a picture beside the video with the same name (`clip.jpg` for `clip.mp4`), or a
/// card naming the video when there is none, and it keeps the slide's time (nothing plays,
/// so nothing holds the turn). Videos are told by their address's extension: they are not
/// downloaded to be sniffed, since nothing here could play them.
enum VideoAddress {
  /// The extensions of video files and streams, lowercased.
  static let extensions: Set<String> = [
    "mp4", "m4v", "mov", "webm", "mkv", "ogv", "m3u8", "avi", "mpd",
  ]

  /// The extensions a poster may have, most usual first.
  static let posterExtensions = ["jpg", "jpeg", "png", "webp", "avif", "gif", "heic"]

  /// Whether `path` (a file path or a URL's path) names a video.
  static func isVideo(path: String) -> Bool {
    let name = (path as NSString).lastPathComponent
    let pathExtension = (name as NSString).pathExtension.lowercased()
    return !pathExtension.isEmpty && extensions.contains(pathExtension)
  }

  /// The poster of a video file: the first regular, readable file beside it with the same
  /// name and a picture's extension (either case), or nil.
  static func poster(ofVideoAt path: String) -> String? {
    let stem = (path as NSString).deletingPathExtension
    for pathExtension in posterExtensions {
      for candidate in [pathExtension, pathExtension.uppercased()] {
        let poster = stem + "." + candidate
        if RegularFile.check(poster) == nil { return poster }
      }
    }
    return nil
  }
}
