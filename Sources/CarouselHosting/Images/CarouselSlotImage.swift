import CarouselImages

/// What a slot view shows for an image item.
package enum CarouselSlotImage: Equatable, Sendable {
  /// The placeholder image: nothing bound yet, or the image is loading.
  case placeholder
  /// The decoded image, at the slot's pixel size.
  case image(DecodedImage)
  /// The failure image; the error says why.
  case failure(ImageError)

  /// The presentation of a slot's binding state.
  package init(_ state: SlotImageState) {
    switch state {
    case .empty, .loading: self = .placeholder
    case .loaded(let image, _): self = .image(image)
    case .failed(let error, _): self = .failure(error)
    }
  }
}
