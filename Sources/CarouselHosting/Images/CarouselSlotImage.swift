import CarouselImages

/// What a slot view shows for an image item.
package enum CarouselSlotImage: Equatable, Sendable {
  /// The placeholder image: nothing bound yet, or the image is loading.
  case placeholder
  /// The decoded image, at the slot's pixel size.
  case image(DecodedImage)
  /// The failure image; the error says why.
  case failure(ImageError)

  /// What a view draws for it, the one choice every picture view makes: the decoded picture
  /// made into the platform's image, the failure image (the placeholder when there is none),
  /// or the placeholder.
  ///
  /// - Parameters:
  ///   - placeholder: The view's placeholder image.
  ///   - failure: The view's failure image, if it has one.
  ///   - picture: Makes the platform's image of a decoded picture.
  /// - Returns: The image to draw, or nil for none.
  package func shown<Image>(
    placeholder: Image?, failure: Image?, picture: (DecodedImage) -> Image?
  ) -> Image? {
    switch self {
    case .placeholder: placeholder
    case .failure: failure ?? placeholder
    case .image(let decoded): picture(decoded)
    }
  }

  /// The decoded picture, or nil for the placeholder and a failure (for an animator, which
  /// plays only pictures).
  package var decoded: DecodedImage? {
    if case .image(let decoded) = self { return decoded }
    return nil
  }

  /// The presentation of a slot's binding state.
  package init(_ state: SlotImageState) {
    switch state {
    case .empty, .loading: self = .placeholder
    case .loaded(let image, _): self = .image(image)
    case .failed(let error, _): self = .failure(error)
    }
  }
}
