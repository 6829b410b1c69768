#if canImport(Glibc)
  import Foundation
  import Glibc

  /// The image tests' HTTP server (`Tests/CarouselImagesTests/Server/image_test_server.py`) as a
  /// child process serving a directory on 127.0.0.1.
  ///
  /// Starting it never waits for Python: this process binds the socket and puts it in the
  /// listening state itself, so the port is known at once and the first requests wait in the
  /// socket's backlog until the server accepts them. A start that read the server's port from
  /// its output would block a thread of the cooperative pool while Python starts, seconds on a
  /// busy machine, stalling every test beside it. A test whose timeouts are shorter than
  /// Python's start on a busy machine awaits ``ready()`` first: it suspends, on a signal (the
  /// server's first line), until the server answers.
  ///
  /// The server exits when this process ends however it ends (its standard input, whose other
  /// end only this process holds, closes), or at ``terminate()``.
  public final class ImageTestServerProcess: @unchecked Sendable {
    /// The port it listens on.
    public let port: Int
    /// The server's process id.
    public let processID: pid_t
    private let inputWriteEnd: Int32
    private let readiness = Readiness()

    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
      public let description: String
    }

    /// Starts a server for `directory`; with `tls`, it speaks HTTPS with that certificate
    /// and key (PEM files).
    public init(directory: URL, tls: (certificate: String, key: String)? = nil)
      throws(StartError)
    {
      let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CarouselImagesTests/Server/image_test_server.py").path
      let (socket, port) = try Self.listeningSocket()
      defer { close(socket) }
      var input: [Int32] = [0, 0]
      var output: [Int32] = [0, 0]
      guard pipe(&output) == 0 else {
        throw StartError(description: "cannot make a pipe: errno \(errno)")
      }
      for end in output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      // Close-on-exec, so that no other child (a tmux server, the carousel) keeps the server
      // alive by inheriting its input.
      guard pipe(&input) == 0 else {
        throw StartError(description: "cannot make a pipe: errno \(errno)")
      }
      for end in input { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, input[0], 0)
      posix_spawn_file_actions_adddup2(&actions, output[1], 1)
      posix_spawn_file_actions_adddup2(&actions, output[1], 1)
      posix_spawn_file_actions_adddup2(&actions, socket, 3)
      addClosesForInheritedDescriptors(&actions, keeping: [3])
      let arguments =
        ["python3", script, directory.path, "3"]
        + (tls.map { ["--tls", $0.certificate, $0.key] } ?? [])
      let argv = arguments.map { strdup($0) } + [nil]
      defer { for argument in argv { free(argument) } }
      let environment =
        ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer { for entry in environment { free(entry) } }
      var pid: pid_t = 0
      let spawned = posix_spawnp(&pid, "python3", &actions, nil, argv, environment)
      close(input[0])
      close(output[1])
      guard spawned == 0 else {
        close(input[1])
        close(output[0])
        throw StartError(description: "cannot run python3 \(script): error \(spawned)")
      }
      self.port = port
      processID = pid
      inputWriteEnd = input[1]
      // The server's first line says it serves: read on a thread of its own.
      let readEnd = output[0]
      let readiness = readiness
      Thread.detachNewThread {
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1, byte != UInt8(ascii: "\n") {}
        readiness.signal()
        // Whatever else it prints is drained until it exits; then the descriptor, its own,
        // is closed here.
        var rest = [UInt8](repeating: 0, count: 4096)
        while read(readEnd, &rest, rest.count) > 0 {}
        close(readEnd)
      }
    }

    /// Suspends until the server answers requests (or has exited).
    public func ready() async {
      await readiness.wait()
    }

    deinit {
      terminate()
    }

    /// Stops the server.
    public func terminate() {
      kill(processID, SIGTERM)
      close(inputWriteEnd)
      var status: Int32 = 0
      // Reaped without waiting: a server that takes its time to exit is reaped by init later.
      _ = waitpid(processID, &status, WNOHANG)
    }

    /// A close-on-exec TCP socket listening on 127.0.0.1 at a port the OS picks.
    private static func listeningSocket() throws(StartError) -> (Int32, Int) {
      let stream = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
      let socket = Glibc.socket(AF_INET, stream, 0)
      guard socket >= 0 else { throw StartError(description: "cannot make a socket: \(errno)") }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = 0
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
          bind(socket, generic, length) == 0 && listen(socket, 256) == 0
            && getsockname(socket, generic, &length) == 0
        }
      }
      guard bound else {
        close(socket)
        throw StartError(description: "cannot listen on 127.0.0.1: errno \(errno)")
      }
      return (socket, Int(UInt16(bigEndian: address.sin_port)))
    }
  }
  /// A one-time signal: waiters suspend until it is given, then all resume, and later waiters
  /// pass at once.
  private final class Readiness: @unchecked Sendable {
    private let lock = NSLock()
    private var isSignalled = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func signal() {
      let resumed = lock.withLock {
        isSignalled = true
        defer { waiters = [] }
        return waiters
      }
      for waiter in resumed { waiter.resume() }
    }

    func wait() async {
      await withCheckedContinuation { continuation in
        let passes = lock.withLock {
          if isSignalled { return true }
          waiters.append(continuation)
          return false
        }
        if passes { continuation.resume() }
      }
    }
  }
#endif
