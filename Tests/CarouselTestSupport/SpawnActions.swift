#if canImport(Glibc)
  import Foundation
  import Glibc

  /// Adds to `actions` a close for every descriptor this process has open above standard
  /// error, so that a spawned child inherits none of them.
  ///
  /// `posix_spawn` passes on every descriptor not marked close-on-exec, and the sockets of
  /// the tests' own connections are among them: a child that lives on (a tmux server, a test
  /// server) would hold copies, and a connection the tests close would stay open at the far
  /// end. Add these after the child's own `dup2` actions; a descriptor closed meanwhile by
  /// another thread is harmless (closing it in the child fails quietly).
  ///
  /// - Parameters:
  ///   - actions: The spawn's file actions.
  ///   - keeping: Descriptors the child is given (the targets of its `dup2` actions).
  public func addClosesForInheritedDescriptors(
    _ actions: inout posix_spawn_file_actions_t, keeping: Set<Int32> = []
  ) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
    else { return }
    for name in names {
      guard let descriptor = Int32(name), descriptor > 2, !keeping.contains(descriptor) else {
        continue
      }
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
  }
#endif
