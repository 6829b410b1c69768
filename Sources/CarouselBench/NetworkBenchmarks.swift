// The network figures: what a refused response still costs.
//
//   swift run carousel-bench network --gzip-bomb URL [--seconds S]
//
// Loads URL through a pipeline without caches (a gzip bomb served by the image tests' server:
// `python3 Tests/CarouselImagesTests/Server/image_test_server.py DIR` prints its port, and
// /bomb/NAME answers 1 MB of gzip that inflates to 1 GB), waits for the refusal, then reports
// the CPU seconds this process spends in the S seconds after it (8 by default). Once through
// each transport this platform has, side by side: libcurl directly (Linux's) and URLSession.

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
    // libcurl first (it is declared first): URLSession's refused transfer goes on inflating
    // after its window, and must not spill into another's.
    var rows: [Row] = []
    for transport in PlatformTransport.allCases where transport.isAvailable {
      let loader = URLSessionDataLoader(
        configuration: URLSessionDataLoader.Configuration(), transport: transport.attempt)
      let pipeline = ImagePipeline(
        configuration: ImagePipeline.Configuration(
          dataLoader: loader, memoryCache: nil, diskCache: nil))
      // A name of its own per transport: the server counts requests by name.
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
      components?.path += "-\(transport.rawValue)"
      let attemptURL = components?.url ?? url
      let started = processSeconds()
      let outcome = blocking { () -> String in
        do {
          _ = try await pipeline.image(
            for: ImageRequest(url: attemptURL, targetSize: PixelSize(width: 64, height: 64)))
          return "loaded"
        } catch {
          return "\(error)"
        }
      }
      let refused = processSeconds()
      Thread.sleep(forTimeInterval: seconds)
      rows.append(
        Row(
          transport: transport, outcome: outcome, untilRefusal: refused - started,
          afterRefusal: processSeconds() - refused))
    }
    print("## Network: a refused gzip bomb")
    print("")
    print(
      "| Transport | Outcome | CPU until the refusal | CPU in the \(Int(seconds)) s after |")
    print("| --- | --- | --- | --- |")
    for row in rows {
      print(
        String(
          format: "| %@ | %@ | %.2f s | %.2f s |", row.transport.rawValue, row.outcome,
          row.untilRefusal, row.afterRefusal))
    }
    if let curl = rows.first(where: { $0.transport == .libcurl }),
      let session = rows.first(where: { $0.transport == .urlSession })
    {
      print("")
      print(
        String(
          format: "CPU in all, URLSession / libcurl: %.1fx (%.2f s against %.2f s)",
          session.total / max(curl.total, 0.01), session.total, curl.total))
    }
    print("")
  }

  /// One transport's figures.
  struct Row {
    let transport: PlatformTransport
    let outcome: String
    /// CPU seconds from the request to its refusal, and in the window after it.
    let untilRefusal: Double
    let afterRefusal: Double
    var total: Double { untilRefusal + afterRefusal }
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
