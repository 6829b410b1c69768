extension ImageRequest {
  /// How a request uses the stored copy of its picture (on disk, and decoded in memory)
  /// against what the server has now.
  ///
  /// Set one for the whole pipeline (`ImagePipeline.Configuration.cachePolicy`) or per
  /// request (`ImageRequest.cachePolicy`). Whatever the policy, a picture in memory is shown
  /// at once; when a revalidation finds a new one, the decoded images in memory are replaced
  /// and `ImagePipeline.updatedImageURLs()` reports the URL, so slots show the new picture
  /// without a blank frame.
  public enum CachePolicy: Sendable, Hashable, CaseIterable {
    /// What the server's headers say (the default). A fresh copy (`max-age`, `Expires`, or a
    /// short heuristic from `Last-Modified`) is used without asking the server. A stale copy
    /// is shown at once and revalidated in the background (`If-None-Match`,
    /// `If-Modified-Since`); a copy marked `no-cache` or `must-revalidate` is revalidated
    /// before it is used. A copy checked less than the pipeline's
    /// `minimumRevalidationInterval` ago counts as fresh. When revalidating fails (offline,
    /// a server error), the stale copy is used (stale-if-error), unless `no-cache`,
    /// `must-revalidate` or an exceeded `stale-if-error` forbid it.
    case followHTTP
    /// Every use asks the server: a stored copy is revalidated before it is used (a picture
    /// in memory is shown meanwhile); stale-if-error as with `followHTTP`.
    case alwaysRevalidate
    /// The stored copy whatever its age, never asking the server about it; the network only
    /// when there is none. Offline-first.
    case useCacheRegardlessOfAge
    /// Always download the picture again, ignoring what is stored (and what is in memory);
    /// an error is reported as is, never replaced by the stored copy.
    case reload
  }
}
