import CarouselCore
import CarouselImages
import CarouselRendering
import Foundation

/// Loads the pictures in the background and hands them to the main loop: files are decoded
/// directly (with downsampling to the slide size), URLs go through the image pipeline
/// (coalescing, memory and disk caches, retries, HTTP caching).
///
/// Each finished load is queued and announced through `onResult`, which the interactive
/// loop uses to wake up from `poll`. Results carry the target size they were loaded for:
/// the loop drops those a newer request has superseded (see ``PictureRequests``).
///
/// While the carousel runs, remote pictures are kept current (see ``Refresh``): when the
/// pipeline finds a new picture at a URL, its items are loaded again at the size last asked
/// for, and arrive as results like any other.
///
/// Checked `Sendable`: every stored property is an immutable `Sendable` value, and the
/// mutable state (finished loads, what was asked for, the refreshing tasks) lives in
/// `LockedState`s.
final class PictureLoader: Sendable {
  /// How remote pictures are kept current.
  enum Refresh: Sendable, Equatable {
    /// Not at all: a one-shot render.
    case never
    /// As their HTTP headers say: every few seconds the pictures whose freshness (max-age)
    /// ran out are revalidated.
    case followingHTTP
    /// Every picture revalidated every this many seconds, whatever its headers say.
    case every(Double)
  }

  /// How often `.followingHTTP` looks for pictures whose freshness ran out, in seconds.
  static let freshnessCheckInterval = 5.0

  /// What an item was last asked for.
  private struct Asked: Sendable {
    var url: URL
    var targetSize: PixelSize
    var contentMode: ImageRequest.ContentMode
  }

  /// A finished load: the picture, or why it failed.
  struct Result: Sendable {
    var index: Int
    var targetSize: PixelSize
    var content: SlideContent
    /// The decoded picture's size, for the marquee's item length.
    var pictureSize: PixelSize?
  }

  private let pipeline: ImagePipeline
  private let decoder = PlatformImageDecoder()
  private let finished = LockedState<[Result]>([])
  private let onResult: @Sendable () -> Void
  private let asked = LockedState<[Int: Asked]>([:])
  private let refreshing = LockedState<[Task<Void, Never>]>([])

  init(
    pipeline: ImagePipeline = .shared, refresh: Refresh = .never,
    onResult: @escaping @Sendable () -> Void = {}
  ) {
    self.pipeline = pipeline
    self.onResult = onResult
    guard refresh != .never else { return }
    let updates = pipeline.updatedImageURLs()
    let follower = Task.detached { [weak self] in
      for await url in updates { self?.reload(url) }
    }
    let (interval, policy): (Double, ImageRequest.CachePolicy?) =
      switch refresh {
      case .every(let seconds): (seconds, .alwaysRevalidate)
      default: (Self.freshnessCheckInterval, nil)
      }
    let reviser = Task.detached { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(nanoseconds: UInt64(max(0.01, interval) * 1e9))
        guard let urls = self?.askedURLs else { return }
        for url in urls where !Task.isCancelled {
          // A picture that failed is asked for again when the pipeline's retry policy says.
          if pipeline.isRetryDue(for: url) {
            self?.reload(url)
            continue
          }
          // A change arrives through `updates`; a failure leaves the picture shown.
          _ = try? await pipeline.revalidateImage(at: url, policy: policy)
        }
      }
    }
    refreshing.withLock { $0 = [follower, reviser] }
  }

  deinit {
    for task in refreshing.withLock({ $0 }) { task.cancel() }
  }

  /// The remote pictures asked for so far.
  private var askedURLs: [URL] {
    asked.withLock { Array(Set($0.values.map(\.url))) }
  }

  /// Loads again, at the size last asked for, every item showing `url`.
  private func reload(_ url: URL) {
    let items = asked.withLock { $0.filter { $0.value.url == url } }
    for (index, item) in items {
      load(
        .remote(item.url), index: index, targetSize: item.targetSize,
        contentMode: item.contentMode)
    }
  }

  /// Starts loading a picture at a target size.
  func load(
    _ source: PictureSource, index: Int, targetSize: PixelSize,
    contentMode: ImageRequest.ContentMode
  ) {
    if case .remote(let url) = source {
      asked.withLock {
        $0[index] = Asked(url: url, targetSize: targetSize, contentMode: contentMode)
      }
    }
    Task.detached { [self] in
      let result = await self.loadNow(
        source, index: index, targetSize: targetSize, contentMode: contentMode)
      finished.withLock { $0.append(result) }
      onResult()
    }
  }

  /// The loads finished since the last call.
  func takeResults() -> [Result] {
    finished.withLock { results in
      defer { results.removeAll() }
      return results
    }
  }

  /// Loads a picture and returns its slide content.
  func loadNow(
    _ source: PictureSource, index: Int, targetSize: PixelSize,
    contentMode: ImageRequest.ContentMode
  ) async -> Result {
    do {
      let image: DecodedImage
      switch source {
      case .file(let path):
        // A file is read and decoded in one blocking call: on the pipeline's decode threads,
        // so that a large picture never holds a thread of the cooperative pool.
        let maximumPixelCount = pipeline.configuration.maximumPixelCount
        let decoded = try await pipeline.runDecodeWork { [decoder] () throws(ImageError) in
          Self.decodeFile(
            path, decoder: decoder, targetSize: targetSize, contentMode: contentMode,
            maximumPixelCount: maximumPixelCount)
        }
        switch decoded {
        case .success(let decodedImage):
          image = decodedImage
        case .failure(let error):
          return Result(
            index: index, targetSize: targetSize, content: .failure(reason: error.reason))
        }
      case .remote(let url):
        image = try await pipeline.image(
          for: ImageRequest(
            url: url, targetSize: targetSize, contentMode: contentMode, priority: .high))
      }
      guard
        let frame = FrameBuffer(
          width: image.width, height: image.height, straightRGBA: image.pixels)
      else {
        return Result(index: index, targetSize: targetSize, content: .failure(reason: "bad pixels"))
      }
      if let animation = image.animation {
        return Result(
          index: index, targetSize: targetSize,
          content: .animation(DecodedSlideAnimation(animation: animation, firstFrame: frame)),
          pictureSize: image.size)
      }
      return Result(
        index: index, targetSize: targetSize, content: .image(frame), pictureSize: image.size)
    } catch {
      return Result(
        index: index, targetSize: targetSize, content: .failure(reason: Self.reason(for: error)))
    }
  }

  /// Reads and decodes a picture file, blocking the calling thread.
  private static func decodeFile(
    _ path: String, decoder: PlatformImageDecoder, targetSize: PixelSize,
    contentMode: ImageRequest.ContentMode, maximumPixelCount: Int
  ) -> Swift.Result<DecodedImage, FileDecodingError> {
    #if canImport(CCarouselCodecs)
      return FileDecoder.decode(
        path: path, targetSize: targetSize, contentMode: contentMode,
        maximumPixelCount: maximumPixelCount)
    #else
      guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
        return .failure(FileDecodingError("cannot read file"))
      }
      do {
        return .success(
          try decoder.decode(
            data, targetSize: targetSize, contentMode: contentMode,
            maximumPixelCount: maximumPixelCount))
      } catch {
        return .failure(FileDecodingError(reason(for: error)))
      }
    #endif
  }

  /// A short reason for a failure slide.
  static func reason(for error: ImageError) -> String {
    switch error {
    case .statusCode(let code), .serverBusy(let code, _): "HTTP \(code)"
    case .network(let code):
      switch code {
      case -1003: "host not found"
      case -1004: "cannot connect"
      case -1005: "connection lost"
      case -1009: "no network"
      case -1001: "timed out"
      default: "network error \(code)"
      }
    case .notAnImage: "not an image"
    case .tooManyFrames(let limit): "more than \(limit) frames"
    default: error.description
    }
  }
}

/// A decoded animation as the renderer's slide animation: frames decoded on demand (and kept
/// within the animation's memory budget), converted to the renderer's pixels when asked.
struct DecodedSlideAnimation: SlideAnimation {
  let animation: ImageAnimation
  let firstFrame: FrameBuffer

  var timeline: FrameTimeline { animation.timeline }

  func frame(at index: Int) -> FrameBuffer? {
    if index == 0 { return firstFrame }
    guard let image = try? animation.frame(at: index) else { return nil }
    return FrameBuffer(width: image.width, height: image.height, straightRGBA: image.pixels)
  }
}
