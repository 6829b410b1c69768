import CarouselImages
import Foundation

/// Which pictures have loaded or failed, so that an app hears about each once: when a
/// picture first loads or fails, and again only when that changes (a failure that a later
/// request turns into a picture). Slots showing the picture again (a swipe back, a slot
/// reused, a resize decoding it sharper) say nothing new.
///
/// ```swift
/// var outcomes = CarouselImageOutcomes()
/// if let outcome = outcomes.record(image, for: url) { onImageLoad?(index, outcome) }
/// ```
package struct CarouselImageOutcomes: Sendable {
  /// How a picture ended.
  package enum Outcome: Hashable, Sendable {
    /// It was downloaded (or found in a cache) and decoded.
    case loaded
    /// It could not be loaded; the error says why.
    case failed(ImageError)
  }

  private var last: [URL: Outcome] = [:]

  /// Creates an empty record.
  package init() {}

  /// Records what a view shows for a picture.
  ///
  /// - Parameters:
  ///   - image: What the view shows now.
  ///   - url: The picture's URL.
  /// - Returns: The outcome to report, or nil when it says nothing new (still loading, or
  ///   the same outcome as last reported for that URL).
  package mutating func record(_ image: CarouselSlotImage, for url: URL) -> Outcome? {
    let outcome: Outcome
    switch image {
    case .placeholder: return nil
    case .image: outcome = .loaded
    case .failure(let error): outcome = .failed(error)
    }
    guard last[url] != outcome else { return nil }
    last[url] = outcome
    return outcome
  }

  /// Records what a view shows for a picture and gives what to report, as the apps' load
  /// callbacks take it: success with the platform's image (made only when there is one to
  /// report), or the failure.
  ///
  /// - Parameters:
  ///   - image: What the view shows now.
  ///   - url: The picture's URL.
  ///   - picture: The platform's image the view shows, for a success.
  /// - Returns: The result to report, or nil when it says nothing new, or when a success has
  ///   no image to report.
  package mutating func report<Image>(
    _ image: CarouselSlotImage, for url: URL, picture: () -> Image?
  ) -> Result<Image, ImageError>? {
    switch record(image, for: url) {
    case .loaded: picture().map { .success($0) }
    case .failed(let error): .failure(error)
    case nil: nil
    }
  }

  /// Forgets the pictures no longer among the items (after a reload), so one that comes
  /// back is reported again.
  ///
  /// - Parameter urls: The items' URLs now.
  package mutating func keep(only urls: some Sequence<URL>) {
    let kept = Set(urls)
    last = last.filter { kept.contains($0.key) }
  }
}
