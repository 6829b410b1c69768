// Child processes for the whole-process measurements: one spawn for every section, on Linux
// and on Darwin (where `posix_spawn_file_actions_t` is an opaque pointer, not a struct). tvOS
// starts no processes: there the sections that need one report that they could not start it.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file a child's standard stream is opened on, or a descriptor of this process it gets a
/// copy of.
struct ChildStream {
  var path: String
  var flags: Int32
  /// When set, the child's stream is a copy of this descriptor (`path` is not opened).
  var descriptor: Int32? = nil

  /// Read from nothing.
  static let nothingIn = ChildStream(path: "/dev/null", flags: O_RDONLY)
  /// Written to nothing.
  static let nothingOut = ChildStream(path: "/dev/null", flags: O_WRONLY)

  /// Written to a file, created or emptied first.
  static func file(_ path: String) -> ChildStream {
    ChildStream(path: path, flags: O_WRONLY | O_CREAT | O_TRUNC)
  }

  /// A copy of one of this process's descriptors (the read end of a pipe, say).
  static func copy(of descriptor: Int32) -> ChildStream {
    ChildStream(path: "", flags: 0, descriptor: descriptor)
  }
}

/// Starts `command` with the given standard streams (nil: the parent's) and environment
/// (nil: the parent's), looking the program up on `PATH` when `searchesPath`.
///
/// - Returns: The child's process id, or nil when it could not be started (always on tvOS).
func startChild(
  _ command: [String], stdin: ChildStream? = nil, stdout: ChildStream? = nil,
  stderr: ChildStream? = nil, environment: [String]? = nil, searchesPath: Bool = false
) -> pid_t? {
  #if os(tvOS)
    return nil
  #else
    return spawnChild(
      command, stdin: stdin, stdout: stdout, stderr: stderr, environment: environment,
      searchesPath: searchesPath)
  #endif
}

#if !os(tvOS)
  /// ``startChild(_:stdin:stdout:stderr:environment:searchesPath:)`` where processes start.
  private func spawnChild(
    _ command: [String], stdin: ChildStream?, stdout: ChildStream?, stderr: ChildStream?,
    environment: [String]?, searchesPath: Bool
  ) -> pid_t? {
    guard let program = command.first else { return nil }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (descriptor, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
      guard let stream else { continue }
      if let source = stream.descriptor {
        posix_spawn_file_actions_adddup2(&actions, source, descriptor)
      } else {
        posix_spawn_file_actions_addopen(&actions, descriptor, stream.path, stream.flags, 0o600)
      }
    }
    let argv = command.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    // The parent's environment read through Foundation: Darwin declares no `environ`.
    let entries =
      environment ?? ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let envp = entries.map { strdup($0) } + [nil]
    defer { for entry in envp { free(entry) } }
    var pid: pid_t = 0
    let status =
      searchesPath
      ? posix_spawnp(&pid, program, &actions, nil, argv, envp)
      : posix_spawn(&pid, program, &actions, nil, argv, envp)
    return status == 0 ? pid : nil
  }
#endif
