// carousel-thumbnail: decodes a JPEG or PNG file straight to the size a slide needs and writes
// raw RGBA8 pixels, with nothing but the codecs loaded (no Foundation) and the file streamed
// rather than read whole, so its time and memory are those of the decoder itself.
//
//   carousel-thumbnail INPUT WIDTHxHEIGHT OUTPUT [--fit] [--full]
//   carousel-thumbnail --idle
//
// --fit fits inside the size instead of covering it; --full decodes at the stored size and
// resizes afterwards (for comparison). Prints the output size. Images whose header claims
// more than 50,000,000 pixels are refused before any pixel memory is allocated.

import CCarouselCodecs

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

let arguments = CommandLine.arguments
// Starts and exits: the cost of the process alone, for comparison.
if arguments.count == 2 && arguments[1] == "--idle" { exit(0) }
let flags = Set(arguments.dropFirst(4))
guard arguments.count >= 4, flags.isSubset(of: ["--fit", "--full"]) else {
  fail("usage: carousel-thumbnail INPUT WIDTHxHEIGHT OUTPUT [--fit] [--full]", status: 2)
}
let target = arguments[2].split(separator: "x").compactMap { Int32($0) }
guard target.count == 2 else { fail("size must be WIDTHxHEIGHT", status: 2) }

/// The most pixels an image may have, as the codecs' own default: checked against what the
/// header claims before any buffer is allocated, and passed on to the decoder.
let maximumPixelCount: UInt64 = 50_000_000

// The file is read as decoding goes, never held whole in memory.
guard let input = fopen(arguments[1], "rb") else { fail("cannot open \(arguments[1])") }
var info = ccodecs_info()
let probed = ccodecs_probe_file(input, &info)
guard probed == CCODECS_OK else {
  // A format left out of this build says what enables it (package and trait).
  let reason = ccodecs_format_requirement(info.format) ?? ccodecs_status_message(probed)
  fail("\(arguments[1]): \(reason.map { String(cString: $0) } ?? "status \(probed)")")
}
let claimedPixels = UInt64(info.width) * UInt64(info.height)
guard claimedPixels <= maximumPixelCount else {
  fail(
    "\(arguments[1]) is \(info.width)x\(info.height) (\(claimedPixels) pixels), "
      + "more than the limit of \(maximumPixelCount)")
}
var width: Int32 = 0
var height: Int32 = 0
ccodecs_target_size(
  info.width, info.height, target[0], target[1], flags.contains("--fit") ? 0 : 1, &width, &height)
// Within the pixel limit every row fits an Int32 stride; computed in Int all the same.
guard let stride = Int32(exactly: Int(width) * 4),
  let fullStride = Int32(exactly: Int(info.width) * 4)
else { fail("\(info.width)x\(info.height) is too wide") }
var output = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)

var options = ccodecs_decode_options()
options.max_pixels = maximumPixelCount
let status: Int32
if flags.contains("--full") {
  var full = [UInt8](repeating: 0, count: Int(info.width) * Int(info.height) * 4)
  options.disable_dct_scaling = 1
  let decoded = ccodecs_decode_file_rgba(
    input, &options, &full, info.width, info.height, fullStride)
  status =
    decoded == CCODECS_OK
    ? ccodecs_resize_rgba(
      full, info.width, info.height, fullStride, &output, width, height, stride)
    : decoded
} else {
  status = ccodecs_decode_file_rgba(input, &options, &output, width, height, stride)
}
fclose(input)
guard status == CCODECS_OK else { fail(String(cString: ccodecs_status_message(status))) }

guard let file = fopen(arguments[3], "wb") else { fail("cannot create \(arguments[3])") }
let written = output.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
fclose(file)
guard written == output.count else { fail("cannot write \(arguments[3])") }
print("\(width)x\(height)")
