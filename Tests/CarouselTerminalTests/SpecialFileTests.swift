import CarouselImages
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Only regular files are read: a FIFO (which would block its reader until a writer comes),
/// a device, a socket or a directory is refused at once, named, by the check before opening
/// and by the open itself.
@Suite struct SpecialFileTests {
  @Test func eachKindOfFileIsNamed() throws {
    // Given a regular file, a FIFO no one writes to, a directory, a device, a socket and a
    // missing file
    let directory = try HostileInputEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let regular = directory.appendingPathComponent("a.png")
    try Data(TestPictures.png(width: 8, height: 8)).write(to: regular)
    #expect(RegularFile.check(regular.path) == nil)
    if case .success(let descriptor) = RegularFile.open(regular.path) {
      // Opened in blocking mode, for the decoders
      #expect(fcntl(descriptor, F_GETFL) & O_NONBLOCK == 0)
      close(descriptor)
    } else {
      Issue.record("a regular file was refused")
    }
    for special in try HostileInputEndToEndTests.specialFiles(in: directory) {
      // Then each is refused, named, by the check and by the open, which returns at once
      #expect(RegularFile.check(special.path)?.description == special.says, "\(special.path)")
      switch RegularFile.open(special.path) {
      case .success(let descriptor):
        close(descriptor)
        Issue.record("\(special.path) was opened")
      case .failure(let failure):
        #expect(failure.description == special.says)
      }
      // And the picture source says so before anything is read
      #expect(PictureSource(argument: special.path).immediateFailure == special.says)
    }
  }

  @Test func aFIFOBecomesAFailureSlideWithoutBlockingTheLoad() async throws {
    // Given a FIFO no one will ever write to
    let directory = try HostileInputEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pipe.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // When it is loaded as a picture (in a task of its own: a blocked open fails this test
    // at the hang guard instead of holding it)
    let outcome = LockedState<PictureLoader.Result?>(nil)
    Task.detached {
      let result = await PictureLoader().loadNow(
        .file(fifo), index: 0, targetSize: PixelSize(width: 20, height: 10),
        contentMode: .aspectFill)
      outcome.withLock { $0 = result }
    }
    #expect(await PictureLoaderCancelTests.eventually { outcome.withLock { $0 != nil } })
    // Then it is a failure slide that says what the path is
    guard case .failure(let reason)? = outcome.withLock({ $0 })?.content else {
      Issue.record("expected a failure slide")
      return
    }
    #expect(reason == "is a named pipe (FIFO), not a regular file")
  }
}
