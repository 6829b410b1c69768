import CarouselImages

/// What a slot view shows for an image item.
public enum CarouselSlotImage: Equatable, Sendable {
  /// The placeholder image: nothing bound yet, or the image is loading.
  case placeholder
  /// The decoded image, at the slot's pixel size.
  case image(DecodedImage)
  /// The failure image; the error says why.
  case failure(ImageError)

  /// The presentation of a slot's binding state.
  public init(_ state: SlotImageState) {
    switch state {
    case .empty, .loading: self = .placeholder
    case .loaded(let image, _): self = .image(image)
    case .failed(let error, _): self = .failure(error)
    }
  }
}

/// How the pixels of a decoded image are to be handed to a platform image.
public enum DecodedImageAlpha: Hashable, Sendable {
  /// Every pixel is opaque: the alpha channel can be skipped (cheaper to composite).
  case opaque
  /// Some pixels are translucent: alpha is straight (not premultiplied), last.
  case straight

  /// Inspects an image's alpha channel.
  ///
  /// - Complexity: O(pixels), stopping at the first translucent pixel.
  public init(of image: DecodedImage) {
    var offset = 3
    let pixels = image.pixels
    while offset < pixels.count {
      if pixels[offset] != 255 {
        self = .straight
        return
      }
      offset += 4
    }
    self = .opaque
  }
}
