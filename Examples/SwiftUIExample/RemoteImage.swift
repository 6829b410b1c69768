import CarouselSwiftUI
import SwiftUI

/// A picture from a URL, loaded through the package's image pipeline at the size it is shown
/// at: downloaded once, cached on disk and in memory, decoded off the main thread straight to
/// the view's pixel size (points times the display scale).
///
/// A carousel reuses its slot views for other items as it loops, so the state remembers which
/// request its picture belongs to and never shows one item's picture for another. The load is
/// cancelled when the view goes away or its URL or size changes.
struct RemoteImage: View {
  let url: URL
  var contentMode: ContentMode = .fill
  var pipeline: ImagePipeline = .shared

  @Environment(\.displayScale) private var displayScale
  @State private var loaded: Loaded?

  /// A finished load: the picture, or nil when it failed.
  private struct Loaded {
    let key: ImageRequest.CacheKey
    let image: Image?
  }

  var body: some View {
    GeometryReader { proxy in
      let request = request(for: proxy.size)
      content(for: request)
        .frame(width: proxy.size.width, height: proxy.size.height)
        .clipped()
        .task(id: request) { await load(request) }
    }
  }

  @ViewBuilder private func content(for request: ImageRequest?) -> some View {
    if let loaded, loaded.key == request?.cacheKey {
      if let image = loaded.image {
        image.resizable().aspectRatio(contentMode: contentMode)
      } else {
        placeholder { Image(systemName: "photo").foregroundStyle(.secondary) }
      }
    } else {
      placeholder { ProgressView() }
    }
  }

  private func placeholder(@ViewBuilder _ mark: () -> some View) -> some View {
    ZStack {
      Color.gray.opacity(0.2)
      mark()
    }
  }

  /// The request for the view's size, or nil before it has one.
  private func request(for size: CGSize) -> ImageRequest? {
    let width = Int((size.width * displayScale).rounded(.up))
    let height = Int((size.height * displayScale).rounded(.up))
    guard width > 0, height > 0 else { return nil }
    return ImageRequest(
      url: url, targetSize: PixelSize(width: width, height: height),
      contentMode: contentMode == .fill ? .aspectFill : .aspectFit)
  }

  private func load(_ request: ImageRequest?) async {
    guard let request else { return }
    let image: Image?
    do {
      // The pipeline works off the main actor; the decoded pixels are a Sendable value.
      let decoded = try await pipeline.image(for: request)
      image = decoded.makeCGImage().map { Image(decorative: $0, scale: displayScale) }
    } catch {
      image = nil
    }
    // A cancelled load belongs to a request the view no longer shows.
    guard !Task.isCancelled else { return }
    loaded = Loaded(key: request.cacheKey, image: image)
  }
}
