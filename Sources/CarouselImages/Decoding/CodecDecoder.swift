#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import CarouselCore
  import Foundation

  /// Decoding through libjpeg-turbo, libpng, libwebp, libavif and giflib: header probe, pixel
  /// limit, then one pass that decodes with DCT scaling (JPEG), row by row (PNG), with the
  /// scaled decoder (WebP) or a strip at a time (AVIF) straight into the output buffer. GIFs
  /// and animated WebPs decode their first frame and keep the rest as an `ImageAnimation`.
  ///
  /// The sequence is the same whether the encoded bytes are in memory (the pipeline's
  /// downloads and disk cache) or in a file read as decoding proceeds (the terminal's local
  /// pictures, never held whole in memory): only where the codecs read from differs.
  package enum CodecDecoder {
    /// What the header says, read without decoding.
    struct Header: Equatable {
      var format: ImageFormat
      var size: PixelSize
      var hasAlpha: Bool
      var isProgressive: Bool
      /// A WebP with an animation; GIFs tell only when their frames are counted.
      var isAnimated = false
    }

    /// Where the codecs read the encoded bytes from.
    private enum Source {
      /// Bytes in memory; nil for no bytes at all.
      case memory(UnsafeBufferPointer<UInt8>?)
      /// A seekable file, read from its start.
      case file(UnsafeMutablePointer<FILE>)

      func probe(_ info: inout ccodecs_info) -> Int32 {
        switch self {
        case .memory(let bytes):
          guard let bytes, let base = bytes.baseAddress else {
            return CCODECS_ERROR_UNKNOWN_FORMAT
          }
          return ccodecs_probe(base, bytes.count, &info)
        case .file(let file):
          return ccodecs_probe_file(file, &info)
        }
      }

      /// The whole encoded data, copied once into a buffer the caller owns (and must
      /// deallocate): what an animation keeps to decode its frames from.
      func ownedBytes() throws(ImageError) -> UnsafeMutableRawBufferPointer {
        switch self {
        case .memory(let bytes):
          let count = bytes?.count ?? 0
          let copy = UnsafeMutableRawBufferPointer.allocate(
            byteCount: max(1, count), alignment: 16)
          if let bytes, count > 0 { copy.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
          return UnsafeMutableRawBufferPointer(rebasing: copy[0..<count])
        case .file(let file):
          guard fseek(file, 0, SEEK_END) == 0 else { throw .corruptData }
          let length = ftell(file)
          guard length > 0, fseek(file, 0, SEEK_SET) == 0 else { throw .corruptData }
          let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: length, alignment: 16)
          let read = fread(copy.baseAddress, 1, length, file)
          fseek(file, 0, SEEK_SET)
          guard read == length else {
            copy.deallocate()
            throw .corruptData
          }
          return copy
        }
      }

      func decode(
        _ options: inout ccodecs_decode_options, into pixels: UnsafeMutablePointer<UInt8>,
        size: PixelSize
      ) -> Int32 {
        let width = Int32(size.width)
        let height = Int32(size.height)
        switch self {
        case .memory(let bytes):
          guard let bytes, let base = bytes.baseAddress else {
            return CCODECS_ERROR_INVALID_ARGUMENT
          }
          return ccodecs_decode_rgba(
            base, bytes.count, &options, pixels, width, height, width * 4)
        case .file(let file):
          return ccodecs_decode_file_rgba(file, &options, pixels, width, height, width * 4)
        }
      }
    }

    static func header(of data: Data) throws(ImageError) -> Header {
      try withSource(data) { source throws(ImageError) in try header(of: source) }
    }

    /// Decodes encoded bytes in memory; see
    /// `ImageDecoding.decode(_:targetSize:contentMode:maximumPixelCount:)`.
    static func decode(
      _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int, allowsDCTScaling: Bool = true,
      animation: AnimationOptions = AnimationOptions()
    ) throws(ImageError) -> DecodedImage {
      try withSource(data) { source throws(ImageError) in
        try decode(
          source, targetSize: targetSize, contentMode: contentMode,
          maximumPixelCount: maximumPixelCount, allowsDCTScaling: allowsDCTScaling,
          animation: animation)
      }
    }

    /// How animated pictures are decoded.
    package struct AnimationOptions: Sendable {
      /// Whether animations are kept; `false` decodes the first frame alone.
      package var isEnabled = true
      /// The most bytes of decoded frames an animation keeps.
      package var memoryBudget = 16 << 20
      /// Animations with more frames show their first frame only.
      package var maximumFrameCount = 10_000
      /// The processor budget of an animation decoded every play, in pixels touched per
      /// second of play.
      package var pixelsPerSecond = ImageAnimation.defaultPixelsPerSecond

      package init(
        isEnabled: Bool = true, memoryBudget: Int = 16 << 20, maximumFrameCount: Int = 10_000,
        pixelsPerSecond: Int = ImageAnimation.defaultPixelsPerSecond
      ) {
        self.isEnabled = isEnabled
        self.memoryBudget = memoryBudget
        self.maximumFrameCount = max(1, maximumFrameCount)
        self.pixelsPerSecond = pixelsPerSecond
      }
    }

    /// Decodes the image in a file while reading it, so that a large file is never held
    /// whole in memory, with the same probe, pixel limit and downsampling as the in-memory
    /// decode.
    ///
    /// - Parameters:
    ///   - file: A seekable file open for reading; it is read from its start.
    ///   - targetSize: The slot size in pixels.
    ///   - contentMode: Whether the result must cover or fit inside the slot.
    ///   - maximumPixelCount: Images with more stored pixels are refused with
    ///     `ImageError.imageTooLarge` before any pixel memory is allocated.
    /// - Returns: The decoded image, never larger than the stored image.
    /// - Throws: `ImageError.notAnImage`, `.unsupportedFormat`, `.imageTooLarge`,
    ///   `.corruptData` or `.outOfMemory`.
    package static func decode(
      file: UnsafeMutablePointer<FILE>, targetSize: PixelSize,
      contentMode: ImageRequest.ContentMode, maximumPixelCount: Int,
      animation: AnimationOptions = AnimationOptions()
    ) throws(ImageError) -> DecodedImage {
      try decode(
        .file(file), targetSize: targetSize, contentMode: contentMode,
        maximumPixelCount: maximumPixelCount, allowsDCTScaling: true, animation: animation)
    }

    /// Runs `body` with the bytes of `data` as a source.
    private static func withSource<T>(
      _ data: Data, _ body: (Source) throws(ImageError) -> T
    ) throws(ImageError) -> T {
      let result = data.withUnsafeBytes { raw -> Result<T, ImageError> in
        do throws(ImageError) {
          return .success(try body(.memory(raw.bindMemory(to: UInt8.self))))
        } catch {
          return .failure(error)
        }
      }
      return try result.get()
    }

    private static func header(of source: Source) throws(ImageError) -> Header {
      var info = ccodecs_info()
      let status = source.probe(&info)
      let format = ImageFormat(codecsFormat: info.format)
      guard status == CCODECS_OK, let format else {
        throw error(for: status, format: format)
      }
      return Header(
        format: format, size: PixelSize(width: Int(info.width), height: Int(info.height)),
        hasAlpha: info.has_alpha != 0, isProgressive: info.is_progressive != 0,
        isAnimated: info.is_animated != 0)
    }

    /// The one decode sequence: probe the header, refuse images over the pixel limit, pick
    /// the output size, decode straight into it.
    private static func decode(
      _ source: Source, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int, allowsDCTScaling: Bool, animation: AnimationOptions
    ) throws(ImageError) -> DecodedImage {
      let header = try header(of: source)
      let limit = max(1, maximumPixelCount)
      guard header.size.area <= limit else {
        throw .imageTooLarge(
          width: header.size.width, height: header.size.height, limit: limit)
      }
      if animation.isEnabled, header.format == .gif || header.isAnimated && header.format == .webp {
        return try decodeAnimated(
          source, header: header, targetSize: targetSize, contentMode: contentMode, limit: limit,
          options: animation)
      }
      return try decodeStill(
        source, header: header, targetSize: targetSize, contentMode: contentMode, limit: limit,
        allowsDCTScaling: allowsDCTScaling)
    }

    /// Decodes the picture, or the first frame of an animation, straight to its output size.
    private static func decodeStill(
      _ source: Source, header: Header, targetSize: PixelSize,
      contentMode: ImageRequest.ContentMode, limit: Int, allowsDCTScaling: Bool
    ) throws(ImageError) -> DecodedImage {
      let output = header.size.downsampled(toFill: targetSize, contentMode: contentMode)
      var options = ccodecs_decode_options()
      options.max_pixels = UInt64(limit)
      options.disable_dct_scaling = allowsDCTScaling ? 0 : 1
      let byteCount = output.width * output.height * 4
      var status: Int32 = CCODECS_OK
      let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
        if let destination = buffer.baseAddress {
          status = source.decode(&options, into: destination, size: output)
        } else {
          status = CCODECS_ERROR_INVALID_ARGUMENT
        }
        count = status == CCODECS_OK ? byteCount : 0
      }
      guard status == CCODECS_OK else {
        if status == CCODECS_ERROR_TOO_LARGE {
          throw .imageTooLarge(
            width: header.size.width, height: header.size.height, limit: limit)
        }
        throw error(for: status, format: header.format)
      }
      return DecodedImage(width: output.width, height: output.height, pixels: pixels)
    }

    /// Opens the animation, decodes its first frame, and keeps the rest for on-demand decoding
    /// (a single-frame GIF is a still picture).
    ///
    /// The rule for an animation that cannot be played (more than the frame limit, a frame
    /// after the first that the data cannot give, or more memory than its budget to compose
    /// at the output size): its first frame is shown, a still picture, as a decode of the
    /// first frame alone (the thumbnail tool's) gives it; only a picture whose first frame
    /// cannot be decoded, or over the pixel limit, is refused.
    private static func decodeAnimated(
      _ source: Source, header: Header, targetSize: PixelSize,
      contentMode: ImageRequest.ContentMode, limit: Int, options: AnimationOptions
    ) throws(ImageError) -> DecodedImage {
      let frames: CodecAnimationSource
      do {
        // A canvas within a quarter of the budget is composed at its stored size, exactly; a
        // larger one at the frame size.
        frames = try CodecAnimationSource(
          owning: source.ownedBytes(), maximumPixelCount: limit,
          maximumFrameCount: options.maximumFrameCount,
          maximumCanvasPixelCount: max(1, options.memoryBudget / 16), header: header)
      } catch .tooManyFrames, .corruptData {
        return try decodeStill(
          source, header: header, targetSize: targetSize, contentMode: contentMode,
          limit: limit, allowsDCTScaling: true)
      }
      let canvas = PixelSize(width: Int(frames.info.width), height: Int(frames.info.height))
      frames.frameSize = canvas.downsampled(toFill: targetSize, contentMode: contentMode)
      let first = try frames.decodeNext()
      guard frames.info.frame_count > 1,
        ImageAnimation.canPlay(
          frameSize: frames.frameSize, workingSetBytes: frames.workingSetBytes,
          memoryBudget: options.memoryBudget)
      else { return first }
      let plays = Int(frames.info.plays)
      let timeline = FrameTimeline(
        frameDurations: frames.durations.map { Double($0) / 1000 },
        repetition: plays == 0 ? .forever : .plays(plays))
      let animation = ImageAnimation(
        source: frames, timeline: timeline, frameSize: frames.frameSize,
        memoryBudget: options.memoryBudget, workingSetBytes: frames.workingSetBytes,
        firstFrame: first, pixelsPerPlay: frames.pixelsPerPlay,
        pixelsPerSecond: options.pixelsPerSecond)
      return first.withAnimation(animation)
    }

    static func error(for status: Int32, format: ImageFormat?) -> ImageError {
      switch status {
      case CCODECS_ERROR_UNSUPPORTED_FORMAT:
        if let format { return .unsupportedFormat(format) }
        return .notAnImage
      case CCODECS_ERROR_FORMAT_NOT_BUILT:
        if let format { return .formatNotEnabled(format) }
        return .notAnImage
      case CCODECS_ERROR_UNKNOWN_FORMAT: return .notAnImage
      case CCODECS_ERROR_OUT_OF_MEMORY: return .outOfMemory
      default: return .corruptData
      }
    }
  }

  /// The frames of a GIF or animated WebP through `ccodecs_animation`, decoded in order at
  /// one size from the copy of the encoded bytes that it owns.
  final class CodecAnimationSource: AnimationFrameSource {
    let info: ccodecs_animation_info
    let durations: [Int32]
    /// The size frames are resampled to.
    var frameSize: PixelSize
    private(set) var position = 0
    private let bytes: UnsafeMutableRawBufferPointer
    private let handle: OpaquePointer

    /// Opens the animation in `bytes`, which it owns from now on (deallocated with it, or
    /// at once when opening fails): the encoded data is held once, not copied again.
    init(
      owning bytes: UnsafeMutableRawBufferPointer, maximumPixelCount: Int, maximumFrameCount: Int,
      maximumCanvasPixelCount: Int, header: CodecDecoder.Header
    ) throws(ImageError) {
      var options = ccodecs_animation_options()
      options.max_pixels = UInt64(max(1, maximumPixelCount))
      options.max_frames = Int32(clamping: maximumFrameCount)
      options.max_canvas_pixels = UInt64(max(1, maximumCanvasPixelCount))
      var info = ccodecs_animation_info()
      var handle: OpaquePointer?
      let status = ccodecs_animation_open(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &options, &handle,
        &info)
      guard status == CCODECS_OK, let handle else {
        bytes.deallocate()
        switch status {
        case CCODECS_ERROR_TOO_LARGE:
          throw .imageTooLarge(
            width: header.size.width, height: header.size.height, limit: maximumPixelCount)
        case CCODECS_ERROR_TOO_MANY_FRAMES:
          throw .tooManyFrames(limit: maximumFrameCount)
        default:
          throw CodecDecoder.error(for: status, format: header.format)
        }
      }
      var durations = [Int32](repeating: 0, count: Int(info.frame_count))
      _ = ccodecs_animation_durations(handle, &durations, info.frame_count)
      self.bytes = bytes
      self.handle = handle
      self.info = info
      self.durations = durations
      frameSize = PixelSize(width: Int(info.width), height: Int(info.height))
    }

    deinit {
      ccodecs_animation_close(handle)
      bytes.deallocate()
    }

    func decodeNext() throws(ImageError) -> DecodedImage {
      let width = frameSize.width
      let height = frameSize.height
      let byteCount = width * height * 4
      var status: Int32 = CCODECS_OK
      var index: Int32 = 0
      let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
        status = ccodecs_animation_next_frame(
          handle, buffer.baseAddress, Int32(width), Int32(height), Int32(width * 4), &index)
        count = status == CCODECS_OK ? byteCount : 0
      }
      guard status == CCODECS_OK else {
        throw CodecDecoder.error(for: status, format: ImageFormat(codecsFormat: info.format))
      }
      position = (Int(index) + 1) % max(1, Int(info.frame_count))
      return DecodedImage(width: width, height: height, pixels: pixels)
    }

    func skipNext() throws(ImageError) {
      var index: Int32 = 0
      let status = ccodecs_animation_skip_frame(
        handle, Int32(frameSize.width), Int32(frameSize.height), &index)
      guard status == CCODECS_OK else {
        throw CodecDecoder.error(for: status, format: ImageFormat(codecsFormat: info.format))
      }
      position = (Int(index) + 1) % max(1, Int(info.frame_count))
    }

    /// What the animation holds besides its frames at ``frameSize``: the encoded data and
    /// what the codecs compose frames on.
    var workingSetBytes: Int {
      let composing = ccodecs_animation_working_bytes(
        handle, Int32(frameSize.width), Int32(frameSize.height))
      return bytes.count + Int(clamping: composing)
    }

    /// The pixels one play touches at ``frameSize``.
    var pixelsPerPlay: Int {
      Int(
        clamping: ccodecs_animation_play_pixels(
          handle, Int32(frameSize.width), Int32(frameSize.height)))
    }

    func rewind() throws(ImageError) {
      let status = ccodecs_animation_rewind(handle)
      guard status == CCODECS_OK else {
        throw CodecDecoder.error(for: status, format: ImageFormat(codecsFormat: info.format))
      }
      position = 0
    }
  }

  extension ImageFormat {
    /// The codecs' constant for this format.
    var codecsFormat: Int32 {
      switch self {
      case .jpeg: CCODECS_FORMAT_JPEG
      case .png: CCODECS_FORMAT_PNG
      case .gif: CCODECS_FORMAT_GIF
      case .webp: CCODECS_FORMAT_WEBP
      case .heif: CCODECS_FORMAT_HEIF
      case .avif: CCODECS_FORMAT_AVIF
      case .tiff: CCODECS_FORMAT_TIFF
      case .bmp: CCODECS_FORMAT_BMP
      }
    }

    init?(codecsFormat: Int32) {
      switch codecsFormat {
      case CCODECS_FORMAT_JPEG: self = .jpeg
      case CCODECS_FORMAT_PNG: self = .png
      case CCODECS_FORMAT_GIF: self = .gif
      case CCODECS_FORMAT_WEBP: self = .webp
      case CCODECS_FORMAT_HEIF: self = .heif
      case CCODECS_FORMAT_AVIF: self = .avif
      case CCODECS_FORMAT_TIFF: self = .tiff
      case CCODECS_FORMAT_BMP: self = .bmp
      default: return nil
      }
    }
  }
#endif
