#if os(Linux)
  import Foundation
  import Glibc

  /// How another process's threads are scheduled, set on purpose to play out a busy machine:
  /// a thread that gets the processor late, every time.
  enum ThreadScheduling {
    /// Puts every thread of process `pid` on one processor (the first it may run on), and its
    /// main thread (the thread whose id is the process's) under the idle policy, so that the
    /// main thread runs only while no other thread of the process wants that processor.
    ///
    /// - Returns: Whether the system took both settings for every thread.
    static func delayMainThread(of pid: pid_t) -> Bool {
      guard let processor = firstAllowedProcessor(of: pid),
        let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
      else { return false }
      var mask = [UInt8](repeating: 0, count: 128)  // a cpu_set_t
      mask[processor / 8] |= 1 << (processor % 8)
      for thread in threads.compactMap({ pid_t($0) }) {
        guard setAffinity(thread, mask) else { return false }
      }
      var parameters = sched_param()
      parameters.sched_priority = 0
      return sched_setscheduler(pid, idlePolicy, &parameters) == 0
    }

    /// SCHED_IDLE, which Swift's Glibc module does not declare (the C header does only for
    /// GNU code).
    private static let idlePolicy: Int32 = 5

    /// The lowest processor number in the process's `Cpus_allowed_list` ("0-1", "2,4-7").
    private static func firstAllowedProcessor(of pid: pid_t) -> Int? {
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: {
          $0.hasPrefix("Cpus_allowed_list:")
        })
      else { return nil }
      let list = line.dropFirst("Cpus_allowed_list:".count).drop { $0 == "\t" || $0 == " " }
      return Int(list.prefix { $0.isNumber })
    }

    /// `sched_setaffinity` for one thread, looked up at run time: Swift's Glibc module does not
    /// declare it either.
    private static func setAffinity(_ thread: pid_t, _ mask: [UInt8]) -> Bool {
      typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer?) -> Int32
      guard let symbol = dlsym(nil, "sched_setaffinity") else { return false }
      let setAffinity = unsafeBitCast(symbol, to: SetAffinity.self)
      return mask.withUnsafeBytes { setAffinity(thread, $0.count, $0.baseAddress) } == 0
    }
  }
#endif
