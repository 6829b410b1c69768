import CarouselCore
import CarouselImages
import CarouselRendering
import Foundation
import Testing

@testable import CarouselTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The real `carousel` executable against hostile input, without a terminal: special files,
/// secrets in URLs, slow servers, addresses in other schemes, a disk cache that cannot write,
/// and more URLs than it shows. Every run waits for the process to end; nothing asserts how
/// long anything took.
@Suite struct HostileInputEndToEndTests {
  static func temporaryDirectory() throws -> URL {
    try CommandEndToEndTests.temporaryDirectory()
  }

  /// A FIFO no one writes to, a directory, a device and a socket.
  static func specialFiles(in directory: URL) throws -> [(path: String, says: String)] {
    let fifo = directory.appendingPathComponent("pipe.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let folder = directory.appendingPathComponent("folder.png").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let socketPath = directory.appendingPathComponent("socket.png").path
    let socketFile = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() {
        buffer[index] = byte
      }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketFile, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    close(socketFile)  // the socket file stays
    return [
      (fifo, "is a named pipe (FIFO), not a regular file"), (folder, "is a directory"),
      ("/dev/null", "is a character device, not a regular file"),
      (socketPath, "is a socket, not a regular file"),
      (directory.appendingPathComponent("missing.png").path, "no such file"),
    ]
  }

  @Test func specialFilesAreRefusedAtOnceNamingWhatTheyAre() async throws {
    // Given a picture, and a FIFO no one writes to, a directory, a device, a socket and a
    // missing file
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("good.png")
    try Data(TestPictures.png(width: 40, height: 20)).write(to: good)
    for special in try Self.specialFiles(in: directory) {
      // When each is rendered beside the picture (the process ends: a FIFO would have held
      // it for ever)
      let result = try await CarouselExecutable.run([
        "render", good.path, special.path, "--size", "300x100", "--out",
        directory.appendingPathComponent("frames").path,
      ])
      // Then it is refused, named with what it is, and nothing is written
      #expect(result.status == 1, "\(special.path): \(result.error)")
      #expect(
        result.error.contains("carousel: \(special.path): \(special.says)"), "\(result.error)")
      // And the live carousel says the same before it starts, and does not start when
      // nothing else is left to show
      let live = try await CarouselExecutable.run([special.path])
      #expect(live.status == 1)
      #expect(live.error == "carousel: \(special.path): \(special.says)\n")
      // With the picture beside it, it goes on to start (here: no terminal to start in)
      let withPicture = try await CarouselExecutable.run([special.path, good.path])
      #expect(withPicture.error.hasPrefix("carousel: \(special.path): \(special.says)\n"))
      #expect(withPicture.error.contains("not a terminal"))
    }
  }

  @Test func anAddressInAnotherSchemeIsNamedNotTakenForAFile() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (address, scheme) in [
      ("ftp://alice:s3cret@127.0.0.1/banner.jpg", "ftp"), ("gopher://127.0.0.1/a.png", "gopher"),
      ("data:image/png;base64,AAAA", "data"),
    ] {
      let result = try await CarouselExecutable.run([
        "render", address, "--size", "300x100", "--out", directory.path,
      ])
      #expect(result.status == 1)
      #expect(
        result.error.contains("unsupported URL scheme \"\(scheme):\""), "\(result.error)")
      #expect(!result.error.contains("no such file"))
      #expect(!result.error.contains("s3cret"))
    }
  }

  @Test func thePasswordOfAURLAppearsInNoMessageNoOutputAndNoCacheFile() async throws {
    // Given a server that answers with Basic credentials only, and a cache folder of the
    // test's own
    let server = try PictureServer()
    let password = "Sup3r-s3cret"
    server.publish(
      try TestPictures.png(width: 60, height: 30), as: "private.png",
      options: "auth=alice:\(password)")
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = directory.appendingPathComponent("cache")
    let base = "http://alice:\(password)@127.0.0.1:\(server.port)/files"
    let environment = ["XDG_CACHE_HOME": cache.path]
    // When it is rendered, with a failure beside it (a wrong password, a missing picture, a
    // host that does not answer), and with --allow-failures
    let runs = [
      try await CarouselExecutable.run(
        ["render", "\(base)/private.png", "--size", "300x100", "--out", directory.path],
        environment: environment),
      try await CarouselExecutable.run(
        [
          "render", "\(base)/private.png",
          "http://alice:wrong-\(password)@127.0.0.1:"
            + "\(server.port)/files/private.png?again", "\(base)/missing.png",
          "http://alice:\(password)@127.0.0.1:9/a.png", "--size", "300x100", "--at", "0,3.5,7,10.5",
          "--out", directory.path, "--allow-failures",
        ], environment: environment),
    ]
    // Then the picture was loaded with the credentials, and the failures are named with the
    // password redacted
    #expect(runs[0].status == 0, "\(runs[0].error)")
    #expect(runs[1].status == 0, "\(runs[1].error)")
    #expect(runs[1].error.contains("http://alice:***@127.0.0.1:\(server.port)/files/missing.png"))
    #expect(runs[1].error.contains("HTTP 401"))
    // And no message, no output, no file in the cache folder holds the password
    for run in runs {
      #expect(!run.error.contains(password) && !run.output.contains(password))
    }
    let files = FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String] ?? []
    #expect(files.contains { $0.hasSuffix(".lock") })
    for name in files {
      #expect(!name.contains(password))
      let bytes = FileManager.default.contents(atPath: cache.appendingPathComponent(name).path)
      #expect(bytes?.range(of: Data(password.utf8)) == nil, "\(name)")
    }
    // And the live carousel's titles show the URL redacted
    let slideshow = Slideshow(
      options: try CommandLineParser.parse(["\(base)/private.png"], readFile: { _ in nil }))
    #expect(slideshow.labels == ["http://alice:***@127.0.0.1:\(server.port)/files/private.png"])
  }

  @Test func aSlowServerFailsAsTooSlowWithinTheTimeout() async throws {
    // Given a server that sends a picture one byte every 50 ms (never idle, never done)
    let server = try PictureServer()
    server.publish(
      try TestPictures.png(width: 200, height: 100), as: "slow.png", options: "trickle=0.05")
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // When it is rendered with a timeout of one second
    let result = try await CarouselExecutable.run(
      [
        "render", server.url("slow.png"), "--timeout", "1", "--size", "300x100", "--out",
        directory.path,
      ], environment: ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path])
    // Then it fails, saying the server was too slow, and asked it once
    #expect(result.status == 1)
    #expect(
      result.error.contains("slow.png: too slow: the picture did not arrive within 1 s"),
      "\(result.error)")
    #expect(try await server.totals().requests == 1)
  }

  @Test func aDiskCacheThatCannotBeMadeIsSaidOnceAndThePicturesStillShow() async throws {
    // Given a cache folder that cannot be made (a file is where a folder above it goes)
    let server = try PictureServer()
    for name in ["a.png", "b.png", "c.png"] {
      server.publish(try TestPictures.png(width: 60, height: 30), as: name, options: "")
    }
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocked = directory.appendingPathComponent("cache")
    FileManager.default.createFile(atPath: blocked.path, contents: Data("a file".utf8))
    // When three pictures are rendered
    let result = try await CarouselExecutable.run(
      [
        "render", server.url("a.png"), server.url("b.png"), server.url("c.png"), "--at",
        "0,3.5,7", "--size", "300x100", "--out", directory.appendingPathComponent("frames").path,
      ], environment: ["XDG_CACHE_HOME": blocked.path])
    // Then they are drawn, and the disk cache says, once, why it keeps none of them
    #expect(result.status == 0, "\(result.error)")
    let said = result.error.components(separatedBy: "disk cache unavailable").count - 1
    #expect(said == 1, "\(result.error)")
    #expect(result.error.contains("its folder is gone and cannot be made again"))
  }

  @Test func renderingATimeOfManyURLsFetchesOnlyWhatItShows() async throws {
    // Given 200 picture URLs
    let server = try PictureServer()
    for index in 0..<200 {
      server.publish(try TestPictures.png(width: 60, height: 30), as: "p\(index).png", options: "")
    }
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // When the frame at 0 s is rendered
    let result = try await CarouselExecutable.run(
      ["render"] + (0..<200).map { server.url("p\($0).png") } + [
        "--size", "300x100", "--out", directory.appendingPathComponent("frames").path,
      ], environment: ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path])
    // Then only the pictures of the slots it shows were asked for: three, not 200
    #expect(result.status == 0, "\(result.error)")
    let totals = try await server.totals()
    #expect(totals.names <= 3 && totals.requests <= 3, "\(totals)")
  }
}
