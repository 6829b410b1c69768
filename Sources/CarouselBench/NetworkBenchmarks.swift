// The network figures: what a refused response still costs.
//
//   swift run carousel-bench network --gzip-bomb URL [--seconds S]
//
// Loads URL through a pipeline without caches (a gzip bomb served by the image tests' server:
// `python3 Tests/CarouselImagesTests/Server/image_test_server.py DIR` prints its port, and
// /bomb/NAME answers 1 MB of gzip that inflates to 1 GB), waits for the refusal, then reports
// the CPU seconds this process spends in the S seconds after it (8 by default).

import CarouselImages
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func runNetworkBenchmarks(arguments: [String]) {
  NetworkBenchmarks.run(arguments: arguments)
}

enum NetworkBenchmarks {
  static func run(arguments: [String]) {
    guard let index = arguments.firstIndex(of: "--gzip-bomb"), index + 1 < arguments.count,
      let url = URL(string: arguments[index + 1])
    else {
      print("usage: carousel-bench network --gzip-bomb URL [--seconds S]")
      return
    }
    let seconds =
      arguments.firstIndex(of: "--seconds").flatMap {
        $0 + 1 < arguments.count ? Double(arguments[$0 + 1]) : nil
      } ?? 8
    let pipeline = ImagePipeline(
      configuration: ImagePipeline.Configuration(memoryCache: nil, diskCache: nil))
    let started = processSeconds()
    let outcome = blocking { () -> String in
      do {
        _ = try await pipeline.image(
          for: ImageRequest(url: url, targetSize: PixelSize(width: 64, height: 64)))
        return "loaded"
      } catch {
        return "\(error)"
      }
    }
    let refused = processSeconds()
    Thread.sleep(forTimeInterval: seconds)
    let after = processSeconds()
    print("## Network: a refused gzip bomb")
    print("")
    print("| What | Figure |")
    print("| --- | --- |")
    print("| outcome | \(outcome) |")
    print(String(format: "| CPU until the refusal | %.2f s |", refused - started))
    print(
      String(format: "| CPU in the %.0f s after the refusal | %.2f s |", seconds, after - refused))
    print("")
  }

  /// Runs async work from synchronous code (the bench's main thread) and waits for it.
  static func blocking(_ body: @escaping @Sendable () async -> String) -> String {
    let box = LockedBox()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      box.set(await body())
      done.signal()
    }
    done.wait()
    return box.get()
  }

  final class LockedBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value = ""
    func set(_ newValue: String) { lock.withLock { value = newValue } }
    func get() -> String { lock.withLock { value } }
  }

  /// User + system CPU seconds of this process, all threads.
  static func processSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
  }
}
