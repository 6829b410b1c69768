// carousel-thumbnail: decodes a picture file straight to the size a slide needs and writes raw
// RGBA8 pixels (straight alpha), with as little loaded as the platform allows, so its time and
// memory are those of the decoder itself: on Linux nothing but the codecs (no Foundation), the
// file streamed rather than read whole; on Apple platforms ImageIO's thumbnails, through the
// package's own decoder.
//
//   carousel-thumbnail INPUT WIDTHxHEIGHT OUTPUT [--fit] [--full]   (INPUT: a path or a file: URL)
//   carousel-thumbnail --idle
//
// --fit fits inside the size instead of covering it; --full decodes at the stored size and
// resizes afterwards (for comparison). Prints the output size. Images whose header claims
// more than 50,000,000 pixels are refused before any pixel memory is allocated.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func fail(_ message: String, status: Int32 = 1) -> Never {
  let line = Array("carousel-thumbnail: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(status)
}

/// What to make: the options of the command line.
struct ThumbnailRequest {
  var inputPath: String
  var width: Int32
  var height: Int32
  /// Fit inside the size instead of covering it.
  var fits: Bool
  /// Decode at the stored size and resize afterwards.
  var decodesFullSize: Bool
  /// The most pixels an image may have, as the codecs' own default: checked against what
  /// the header claims before any buffer is allocated, and passed on to the decoder.
  var maximumPixelCount: UInt64 = 50_000_000
}

/// The decoded thumbnail: RGBA8 rows, straight alpha, no padding.
struct Thumbnail {
  var width: Int32
  var height: Int32
  var pixels: [UInt8]
}

let arguments = CommandLine.arguments
// Starts and exits: the cost of the process alone, for comparison.
if arguments.count == 2 && arguments[1] == "--idle" { exit(0) }
let flags = Set(arguments.dropFirst(4))
guard arguments.count >= 4, flags.isSubset(of: ["--fit", "--full"]) else {
  fail("usage: carousel-thumbnail INPUT WIDTHxHEIGHT OUTPUT [--fit] [--full]", status: 2)
}
let target = arguments[2].split(separator: "x").compactMap { Int32($0) }
guard target.count == 2, target[0] > 0, target[1] > 0 else {
  fail("size must be WIDTHxHEIGHT", status: 2)
}
// A file, not an address (`file:` URLs are files): said without repeating the address, which
// may hold a password.
let path: String
switch inputPath(arguments[1]) {
case .success(let found): path = found
case .failure(let error): fail(error.message, status: 2)
}
let request = ThumbnailRequest(
  inputPath: path, width: target[0], height: target[1], fits: flags.contains("--fit"),
  decodesFullSize: flags.contains("--full"))

let thumbnail: Thumbnail
switch makeThumbnail(request) {
case .success(let made): thumbnail = made
case .failure(let error): fail(error.message)
}

guard let file = fopen(arguments[3], "wb") else { fail("cannot create \(arguments[3])") }
let written = thumbnail.pixels.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
fclose(file)
guard written == thumbnail.pixels.count else { fail("cannot write \(arguments[3])") }
print("\(thumbnail.width)x\(thumbnail.height)")
