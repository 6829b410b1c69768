import CarouselCore
import CarouselImages
import CarouselRendering
import Foundation

/// Loads the pictures in the background and hands them to the main loop, files and URLs
/// alike through the image pipeline (coalescing, the memory cache, decoding at the slide's
/// size off the cooperative pool; for URLs the disk cache, retries and HTTP caching too).
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
    /// Why it failed, in a sentence for a message (the slide shows a shorter reason).
    var failureMessage: String?

    init(
      index: Int, targetSize: PixelSize, content: SlideContent, pictureSize: PixelSize? = nil
    ) {
      self.index = index
      self.targetSize = targetSize
      self.content = content
      self.pictureSize = pictureSize
    }

    /// A failed load: the slide's short reason and the message's sentence.
    init(index: Int, targetSize: PixelSize, reason: String, message: String) {
      self.init(index: index, targetSize: targetSize, content: .failure(reason: reason))
      failureMessage = message
    }
  }

  private let pipeline: ImagePipeline
  private let finished = LockedState<[Result]>([])
  private let onResult: @Sendable () -> Void
  private let asked = LockedState<[Int: Asked]>([:])
  private let refreshing = LockedState<[Task<Void, Never>]>([])
  /// A load under way: its number (a newer load of the item replaces it) and its task, once
  /// started.
  private struct Running {
    var serial: Int
    var task: Task<Void, Never>?
  }

  /// The loads under way, by item, and the last number given.
  private let running = LockedState<(loads: [Int: Running], serial: Int)>(([:], 0))

  /// The pipeline of the terminal's pictures, with the loader's default time limits.
  static let sharedPipeline = pipeline(pictureTimeout: nil)

  /// A pipeline for the terminal's pictures: the shared disk cache, and a memory cache of
  /// 32 MB (a terminal's slides are small, a few hundred of them at most in it: what the
  /// carousel holds does not grow with its number of items).
  ///
  /// - Parameter pictureTimeout: The longest a remote picture may take, every attempt
  ///   together (and each attempt), or nil for the loader's default.
  static func pipeline(pictureTimeout: Double?) -> ImagePipeline {
    var loading = URLSessionDataLoader.Configuration()
    if let pictureTimeout {
      loading.pictureTimeout = pictureTimeout
      loading.resourceTimeout = pictureTimeout
    }
    return ImagePipeline(
      configuration: ImagePipeline.Configuration(
        dataLoader: URLSessionDataLoader(configuration: loading),
        memoryCache: MemoryImageCache(costLimit: 32 << 20)))
  }

  init(
    pipeline: ImagePipeline = PictureLoader.sharedPipeline, refresh: Refresh = .never,
    onResult: @escaping @Sendable () -> Void = {}
  ) {
    self.pipeline = pipeline
    self.onResult = onResult
    if refresh != .never, let diskCache = pipeline.configuration.diskCache {
      // A disk cache that stops working wakes the loop, which says so.
      let problems = diskCache.problems()
      let watcher = Task.detached {
        for await _ in problems { onResult() }
      }
      refreshing.withLock { $0.append(watcher) }
    }
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
    refreshing.withLock { $0 += [follower, reviser] }
  }

  /// Why the disk cache cannot keep pictures now, or nil while it works (or without one).
  var diskCacheProblem: DiskCacheError? { pipeline.configuration.diskCache?.problem }

  deinit {
    for task in refreshing.withLock({ $0 }) { task.cancel() }
    for (_, load) in running.withLock({ $0.loads }) { load.task?.cancel() }
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

  /// Starts loading a picture at a target size, in place of a load of the item under way.
  func load(
    _ source: PictureSource, index: Int, targetSize: PixelSize,
    contentMode: ImageRequest.ContentMode
  ) {
    if case .remote(let url) = source {
      asked.withLock {
        $0[index] = Asked(url: url, targetSize: targetSize, contentMode: contentMode)
      }
    }
    // The load is known before its task starts, so that it can finish at once; the one it
    // replaces is cancelled outside the lock.
    let (serial, replaced) = running.withLock { running -> (Int, Task<Void, Never>?) in
      running.serial += 1
      let replaced = running.loads[index]?.task
      running.loads[index] = Running(serial: running.serial, task: nil)
      return (running.serial, replaced)
    }
    replaced?.cancel()
    let task = Task.detached { [self] in
      let result = await self.loadNow(
        source, index: index, targetSize: targetSize, contentMode: contentMode)
      let isCurrent = running.withLock { running -> Bool in
        guard running.loads[index]?.serial == serial else { return false }
        running.loads[index] = nil
        return true
      }
      guard isCurrent, !Task.isCancelled else { return }
      finished.withLock { $0.append(result) }
      onResult()
    }
    let isWanted = running.withLock { running -> Bool in
      guard running.loads[index]?.serial == serial else { return false }
      running.loads[index]?.task = task
      return true
    }
    // Let go or replaced before its task was known: it stops at once (a task that finished
    // already is not affected).
    if !isWanted { task.cancel() }
  }

  /// Lets an item go: its load under way is cancelled (the pipeline stops the download and
  /// the decode when no one else waits for them, and releases what they held), and it is no
  /// longer kept current.
  func cancel(_ index: Int) {
    asked.withLock { _ = $0.removeValue(forKey: index) }
    let task = running.withLock { $0.loads.removeValue(forKey: index)?.task }
    task?.cancel()
  }

  /// The number of loads under way (for tests and diagnostics).
  var runningLoadCount: Int { running.withLock { $0.loads.count } }

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
    do throws(ImageError) {
      let image: DecodedImage
      switch source {
      case .file(let path):
        // Through the pipeline as any picture: decoded on its decode threads at the slide's
        // size, regular files only, kept in memory while the file stays as it is.
        image = try await pipeline.image(
          for: ImageRequest(
            url: URL(fileURLWithPath: path), targetSize: targetSize, contentMode: contentMode,
            priority: .high))
      case .remote(let url):
        image = try await pipeline.image(
          for: ImageRequest(
            url: url, targetSize: targetSize, contentMode: contentMode, priority: .high))
      case .unsupported(let scheme, _):
        throw ImageError.unsupportedScheme(scheme)
      case .video(let video, let poster):
        // Nothing here plays a video: its poster stands for it, or a card naming it.
        let card = Result(
          index: index, targetSize: targetSize, content: .video(named: video.label))
        guard let poster else { return card }
        let shown = await loadNow(
          poster, index: index, targetSize: targetSize, contentMode: contentMode)
        if case .failure = shown.content { return card }
        return shown
      }
      guard
        let frame = FrameBuffer(
          width: image.width, height: image.height, straightRGBA: image.pixels)
      else {
        return Result(
          index: index, targetSize: targetSize, reason: "bad pixels",
          message: "the decoded pixels cannot be drawn")
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
        index: index, targetSize: targetSize, reason: Self.reason(for: error),
        message: error.description)
    }
  }

  /// A short reason for a failure slide, in words (a message gives the error's whole
  /// description).
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
      case -1200: "no secure connection"
      case -1201, -1202, -1203, -1204: "untrusted certificate"
      default: "connection failed"
      }
    case .timedOut: "timed out"
    case .tooSlow: "too slow"
    case .untrustedCertificate: "untrusted certificate"
    case .unsupportedScheme(let scheme): "unsupported URL scheme \(scheme):"
    case .unreadableFile(_, let problem): problem.description
    case .noSuchResource: "no such picture"
    case .redirectToUnsupportedScheme(let scheme): "redirect to \(scheme): refused"
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
