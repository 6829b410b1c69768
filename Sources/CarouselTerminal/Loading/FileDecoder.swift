#if canImport(CCarouselCodecs)
  import CarouselImages
  import CarouselRendering
  #if canImport(Glibc)
    import Glibc
  #endif

  /// Decodes a local picture file while reading it, through the image pipeline's codec
  /// decoder (the same probe, pixel limit and downsampling as downloaded pictures): the file
  /// is never held whole in memory, and a JPEG is decoded straight at a reduced scale.
  enum FileDecoder {
    /// The picture at `path`, downsampled to cover (or fit) `targetSize`; an animated one
    /// with its animation (whose frames are decoded from a copy of the file's bytes).
    ///
    /// - Returns: The picture, or a short reason for a failure slide.
    static func decode(
      path: String, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int
    ) -> Result<DecodedImage, FileDecodingError> {
      // A regular file only: a FIFO, a device, a socket or a directory is refused at once.
      let descriptor: Int32
      switch RegularFile.open(path) {
      case .success(let opened): descriptor = opened
      case .failure(let failure): return .failure(FileDecodingError(failure.description))
      }
      guard let file = fdopen(descriptor, "rb") else {
        close(descriptor)
        return .failure(FileDecodingError("cannot read the file"))
      }
      defer { fclose(file) }
      let image: DecodedImage
      do {
        image = try CodecDecoder.decode(
          file: file, targetSize: targetSize, contentMode: contentMode,
          maximumPixelCount: maximumPixelCount)
      } catch {
        return .failure(FileDecodingError(PictureLoader.reason(for: error)))
      }
      return .success(image)
    }
  }
#endif

/// Why a picture file could not be decoded, in a few words.
struct FileDecodingError: Error {
  let reason: String

  init(_ reason: String) { self.reason = reason }
}
