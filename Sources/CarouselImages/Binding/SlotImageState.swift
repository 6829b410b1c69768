/// What a slot shows.
public enum SlotImageState: Sendable, Equatable {
  /// Nothing is bound to the slot.
  case empty
  /// The request is loading: show the placeholder.
  case loading(ImageRequest)
  /// The image for the request arrived.
  case loaded(DecodedImage, ImageRequest)
  /// The request failed: show the failure image; the error says why.
  case failed(ImageError, ImageRequest)

  /// The request the state belongs to, if any.
  public var request: ImageRequest? {
    switch self {
    case .empty: nil
    case .loading(let request), .loaded(_, let request), .failed(_, let request): request
    }
  }

  /// The image, when loaded.
  public var image: DecodedImage? {
    if case .loaded(let image, _) = self { return image }
    return nil
  }
}
