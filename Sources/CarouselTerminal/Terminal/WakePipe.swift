#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe that wakes the main loop's `poll` from another thread: the picture loader writes a
/// byte when a picture is ready, and the loop, woken, drains the pipe and takes the pictures.
/// Both ends are non-blocking, so a full pipe never holds up the loader (one byte waiting is
/// enough to wake the loop).
struct WakePipe: Sendable {
  /// The end the loop polls.
  let readEnd: Int32
  private let writeEnd: Int32

  /// Opens the pipe, or returns nil when the system has no descriptors left.
  init?() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  /// Wakes the loop (from any thread).
  func wake() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Empties the pipe, once the loop is awake.
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(readEnd, &buffer, buffer.count) > 0 {}
  }

  /// Closes both ends.
  func close() {
    closeDescriptor(readEnd)
    closeDescriptor(writeEnd)
  }
}

/// `close(2)`, named apart from the method called `close`.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
