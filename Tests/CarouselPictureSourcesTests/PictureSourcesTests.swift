import CarouselImages
import CarouselTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One list of pictures, wherever they live, as an app uses the package: strings read by
/// `ImageSource`, loaded by an `ImagePipeline`, through the public API only.
@Suite struct PictureSourcesTests {
  /// An 8 x 4 red PNG and an 8 x 4 blue one (of different lengths).
  static let red = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAEUlEQVR42mP4z8CAFTFQTwIAWl4f4Q122OMAAAAASUVORK5CYII="
  )
  static let blue = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAEElEQVR42mNgYPiPA1FNAgAanh/h6S0j9AAAAABJRU5ErkJggg=="
  )

  let directory: URL
  let cache: DiskCache
  let pipeline: ImagePipeline
  let size = PixelSize(width: 8, height: 4)

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("picture-sources-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    cache = try DiskCache(
      directory: directory.appendingPathComponent("cache"), sizeLimit: 1 << 20)
    pipeline = ImagePipeline(configuration: ImagePipeline.Configuration(diskCache: cache))
  }

  func write(_ data: Data?, named name: String) throws -> URL {
    let url = directory.appendingPathComponent(name)
    try #require(data).write(to: url, options: .atomic)
    return url
  }

  /// The colour of a loaded picture: red is (255, 0, 0), blue (0, 0, 255).
  func colour(of string: String) async throws -> String {
    let url = try ImageSource(string).url
    let image = try await pipeline.image(for: ImageRequest(url: url, targetSize: size))
    #expect(image.width == size.width && image.height == size.height)
    let pixel = image.pixel(x: 0, y: 0)
    if pixel.x > 200 && pixel.z < 50 { return "red" }
    if pixel.z > 200 && pixel.x < 50 { return "blue" }
    return "\(pixel)"
  }

  @Test func aFileURLLoadsAndIsNotCopiedIntoTheDiskCache() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    // Given a picture the app saved in its own folder
    let file = try write(Self.red, named: "saved.png")
    // When it is loaded by its file URL
    #expect(try await colour(of: file.absoluteString) == "red")
    // Then it is in memory, and the disk cache holds nothing: the file is its own copy
    #expect(pipeline.cachedImage(for: ImageRequest(url: file, targetSize: size)) != nil)
    #expect(cache.count == 0)
  }

  @Test func aNameLoads() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try write(Self.red, named: "launch.png")
    #if canImport(Darwin)
      // Given a bundle holding launch.png, when it is named without its extension
      let bundle = try #require(Bundle(url: directory))
      let source = try ImageSource("launch", bundle: bundle)
      #expect(source.url.standardizedFileURL.path == file.standardizedFileURL.path)
    #else
      // Given launch.png, when it is named by a path relative to the current directory
      let relative = Self.relativePath(to: file.path)
      #expect(!relative.hasPrefix("/"))
      #expect(try await colour(of: relative) == "red")
    #endif
  }

  @Test func aNameAFileURLAndARemoteURLInOneList() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    // Given a bundled-style picture, a saved one and one on a server
    let named = try write(Self.red, named: "first.png")
    let saved = try write(Self.red, named: "second.png")
    let served = directory.appendingPathComponent("served")
    try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
    try #require(Self.blue).write(to: served.appendingPathComponent("third.png"))
    let server = try ImageTestServerProcess(directory: served)
    defer { server.terminate() }
    #if canImport(Darwin)
      let name = named.path
    #else
      let name = Self.relativePath(to: named.path)
    #endif
    let list = [name, saved.absoluteString, "http://127.0.0.1:\(server.port)/files/third.png"]
    // When the list is loaded
    var colours: [String] = []
    for string in list { colours.append(try await colour(of: string)) }
    // Then each shows its picture, and only the remote one went into the disk cache
    #expect(colours == ["red", "red", "blue"])
    #expect(cache.count == 1)
  }

  @Test func aFileReplacedOnDiskShowsTheNewPictureAtTheNextLoad() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    // Given a picture loaded once (and so in memory)
    let file = try write(Self.red, named: "banner.png")
    #expect(try await colour(of: file.path) == "red")
    let request = ImageRequest(url: file, targetSize: size)
    #expect(pipeline.cachedImage(for: request) != nil)
    // When the app replaces the file (a newer banner downloaded over it)
    _ = try write(Self.blue, named: "banner.png")
    // Then the memory cache no longer answers for it, and the next load shows the new one
    #expect(pipeline.cachedImage(for: request) == nil)
    #expect(try await colour(of: file.path) == "blue")
    // And when it is written over in place, the same file again
    try #require(Self.red).write(to: file)
    #expect(try await colour(of: file.path) == "red")
  }

  @Test func aRemovedFileIsATypedErrorWithItsPath() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    // Given a picture loaded once, then deleted
    let file = try write(Self.red, named: "gone.png")
    #expect(try await colour(of: file.absoluteString) == "red")
    try FileManager.default.removeItem(at: file)
    // Then loading it again says the path and what is wrong
    await #expect(throws: ImageError.unreadableFile(path: file.path, problem: .missing)) {
      _ = try await colour(of: file.absoluteString)
    }
    #expect(
      ImageError.unreadableFile(path: file.path, problem: .missing).description
        == "\(file.path): no such file")
  }

  @Test func aDirectoryAndAFIFOAreRefusedAtOnceNamed() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = directory.appendingPathComponent("folder.png")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    await #expect(throws: ImageError.unreadableFile(path: folder.path, problem: .directory)) {
      _ = try await colour(of: folder.path)
    }
    // A FIFO no one writes to: refused, not waited on (a wait fails at the hang guard)
    let fifo = directory.appendingPathComponent("pipe.png")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    await #expect(
      throws: ImageError.unreadableFile(
        path: fifo.path, problem: .notRegular("a named pipe (FIFO)"))
    ) {
      _ = try await colour(of: fifo.path)
    }
  }

  @Test func anotherSchemeIsRefusedByName() async throws {
    #expect(throws: ImageError.unsupportedScheme("ftp")) {
      try ImageSource("ftp://alice:secret@example.com/a.png")
    }
    // A view given the string loads a URL the pipeline refuses with the same error
    let url = try #require(ImageSource.url(from: "ftp://example.com/a.png"))
    await #expect(throws: ImageError.unsupportedScheme("ftp")) {
      _ = try await pipeline.image(for: ImageRequest(url: url, targetSize: size))
    }
  }

  /// `path` relative to the current directory.
  static func relativePath(to path: String) -> String {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .standardizedFileURL.pathComponents
    let there = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    var common = 0
    while common < min(here.count, there.count), here[common] == there[common] { common += 1 }
    let up = Array(repeating: "..", count: here.count - common)
    return (up + there[common...]).joined(separator: "/")
  }
}
