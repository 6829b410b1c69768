import Foundation
import Testing

@testable import CarouselImages

#if canImport(Glibc)
  import Glibc
#endif

private let cpuChildVariable = "CAROUSEL_REFUSAL_CPU_CHILD_REPORT"

/// A response the loader refuses (an error status, or a body announced over the size cap) is
/// dropped at once: the connection is closed, nothing more is read, and it holds no
/// connection that a good image on the same host needs. Against servers that announce a
/// large body and then hold the connection open, as a hostile or broken server does.
@Suite struct RefusedResponseTests {
  /// Its own server: these tests hold connections open on purpose.
  let server = TestServer()

  func loader(maximumResponseSize: Int = 1 << 20, requestTimeout: Double = 60)
    -> URLSessionDataLoader
  {
    URLSessionDataLoader(
      configuration: .init(
        requestTimeout: requestTimeout, resourceTimeout: 120, pictureTimeout: 120,
        retryPolicy: RetryPolicy(maximumRetryCount: 0),
        maximumResponseSize: maximumResponseSize))
  }

  func load(_ url: URL, with loader: URLSessionDataLoader) async -> Result<Data, ImageError> {
    // This suite's server is its own, started with the test: its timeouts count from an
    // answering server.
    await server.ready()
    do throws(ImageError) {
      return .success(try await loader.data(for: url))
    } catch {
      return .failure(error)
    }
  }

  /// Whether the server saw the client close every connection it held for `name`.
  func serverSawClose(_ name: String, count: Int = 1) async throws -> Bool {
    try await eventually {
      let stats = try await server.stats(name)
      return stats.aborted == count && stats.open == 0
    }
  }

  @Test func anErrorStatusClosesTheConnection() async throws {
    let name = UUID().uuidString
    // Then: 404 at once, and the connection announcing 200 MB is closed, not read.
    let result = await load(server.url("/held/\(name)?status=404"), with: loader())
    #expect(result == .failure(.statusCode(404)))
    #expect(try await serverSawClose(name))
  }

  @Test func aLengthOverTheCapClosesTheConnection() async throws {
    let name = UUID().uuidString
    let result = await load(
      server.url("/held/\(name)?length=300000000"), with: loader(maximumResponseSize: 1 << 20))
    #expect(result == .failure(.responseTooLarge(limit: 1 << 20)))
    #expect(try await serverSawClose(name))
  }

  @Test func aRefusedBodyThatKeepsComingIsNotRead() async throws {
    // The server streams its 200 MB as fast as the client takes it.
    let name = UUID().uuidString
    let result = await load(server.url("/held/\(name)?status=500&stream=1"), with: loader())
    #expect(result == .failure(.statusCode(500)))
    #expect(try await serverSawClose(name))
    // The server sends 200 MB at 6.4 MB/s: what it wrote before the close is far from all.
    let written = try await server.stats(name).bytes
    #expect(written < 100 << 20, "the server wrote \(written) bytes")
  }

  @Test func aBodyOverTheCapWithoutALengthClosesTheConnection() async throws {
    let name = UUID().uuidString
    let result = await load(
      server.url("/held/\(name)?stream=1&nolength=1"), with: loader(maximumResponseSize: 100_000))
    #expect(result == .failure(.responseTooLarge(limit: 100_000)))
    #expect(try await serverSawClose(name))
  }

  @Test func refusedResponsesLeaveConnectionsForAGoodImage() async throws {
    // More refused responses held open than the session's six connections to the host.
    let names = (0..<8).map { _ in UUID().uuidString }
    let loader = loader()
    let refused = await withTaskGroup(of: Result<Data, ImageError>.self) { group in
      for (index, name) in names.enumerated() {
        let query = index.isMultiple(of: 2) ? "status=404" : "length=300000000"
        group.addTask { await load(server.url("/held/\(name)?\(query)"), with: loader) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(refused.allSatisfy { (try? $0.get()) == nil })
    for name in names { #expect(try await serverSawClose(name)) }
    // Then a good image from the same host still loads.
    let body = Data((0..<5000).map { UInt8(truncatingIfNeeded: $0) })
    let good = server.publish(body)
    #expect(await load(server.fileURL(good), with: loader) == .success(body))
  }

  @Test func aBodyThatStopsComingTimesOutAndClosesTheConnection() async throws {
    let name = UUID().uuidString
    let result = await load(
      server.url("/held/\(name)?length=1000"), with: loader(requestTimeout: 1))
    #expect(result == .failure(.timedOut))
    #expect(try await serverSawClose(name))
  }

  @Test func aRedirectWithABodyThatStopsComingTimesOut() async throws {
    // A redirect's own body is read past unseen (by FoundationNetworking before it tells the
    // delegate about the redirect, by libcurl as it follows it): when it stops coming, the
    // idle timeout ends it, and the caller has its answer then, whatever the transport is
    // busy with.
    let name = UUID().uuidString
    let result = await load(
      server.url("/held/\(name)?redirect=1&length=1000000"), with: loader(requestTimeout: 1))
    #expect(result == .failure(.timedOut))
    #expect(try await serverSawClose(name))
  }

  @Test(.enabled(if: PlatformTransport.current == .libcurl))
  func aRedirectWhoseBodyKeepsComingIsCappedLikeAPicture() async throws {
    // libcurl reads a followed redirect's body past, unseen; it counts against the cap as a
    // picture's body would, and the connection is closed when it crosses it.
    let name = UUID().uuidString
    let result = await load(
      server.url("/held/\(name)?redirect=1&stream=1&length=300000000"),
      with: loader(maximumResponseSize: 1 << 20, requestTimeout: 30))
    #expect(result == .failure(.responseTooLarge(limit: 1 << 20)))
    #expect(try await serverSawClose(name))
  }

  /// A server that compresses although asked not to: 1 MB of gzip that inflates to 1 GB. The
  /// refusal at the cap ends the inflating too: the transport delivers at most what crossed
  /// the cap, not the rest of the gigabyte (which URLSession on Linux inflates to its end).
  @Test(
    .enabled(if: PlatformTransport.current == .libcurl || !PlatformTransport.libcurl.isAvailable),
    arguments: ["gzip", "deflate"])
  func aRefusedCompressedBodyIsInflatedNoFurther(encoding: String) async throws {
    await server.ready()
    let cap = 1 << 20
    let transfers = LockedState<[Transfer]>([])
    let configuration = URLSessionDataLoader.Configuration(
      requestTimeout: 60, resourceTimeout: 120, pictureTimeout: 120,
      retryPolicy: RetryPolicy(maximumRetryCount: 0),
      maximumResponseSize: cap)
    let loader = URLSessionDataLoader(configuration: configuration) { request, configuration in
      await PlatformTransport.current.transfer(request, configuration: configuration) {
        transfer in transfers.withLock { $0.append(transfer) }
      }
    }
    let name = UUID().uuidString
    let url = server.url("/bomb/\(name)?encoding=\(encoding)")
    let result = await load(url, with: loader)
    #expect(result == .failure(.responseTooLarge(limit: cap)))
    let transfer = try #require(transfers.withLock { $0.first })
    // Waits for the transport's own end of the task (a signal, not a deadline).
    let delivered = await transfer.transportEnded()
    print("\(encoding) bomb refused at \(cap) bytes; delivered in all: \(delivered) bytes")
    // The chunk that crossed the cap is the last: libcurl hands over 16 KB at a time.
    #expect(delivered <= cap + (1 << 20), "delivered \(delivered) bytes")
    // And the connection is closed (the server may have written its megabyte already).
    #expect(try await eventually { try await server.stats(name).open == 0 })
  }

  @Test func refusalsRacingTheirOwnEndNeverTrap() async throws {
    // Error pages that arrive whole at once (the task may be ending as it is cancelled),
    // bodies held open, refused redirects, and callers that cancel at random moments.
    let body = Data(repeating: 3, count: 2000)
    let good = server.publish(body)
    let loader = loader(requestTimeout: 10)
    let seed = UInt64(Date().timeIntervalSince1970 * 1000)
    print("cancellation seed \(seed)")
    var generator = SplitMix64(seed: seed)
    let plans = (0..<320).map { index -> (URL, UInt64?) in
      let name = "race-\(index)-\(UUID().uuidString)"
      let urls = [
        server.fileURL(good, options: "status=404"),
        server.fileURL(good, options: "status=503"),
        server.url("/held/\(name)?status=404"),
        server.url("/held/\(name)?length=300000000"),
        server.url("/loop/\(name)/0"),
        server.fileURL(good),
      ]
      let url = urls[Int(generator.next() % UInt64(urls.count))]
      let cancelAfter = generator.next() % 3 == 0 ? generator.next() % 20_000_000 : nil
      return (url, cancelAfter)
    }
    var outcomes: [Result<Data, ImageError>] = []
    for batch in stride(from: 0, to: plans.count, by: 16) {
      let slice = plans[batch..<min(batch + 16, plans.count)]
      outcomes += await withTaskGroup(of: Result<Data, ImageError>.self) { group in
        for (url, cancelAfter) in slice {
          group.addTask {
            let task = Task { await load(url, with: loader) }
            if let cancelAfter {
              try? await Task.sleep(nanoseconds: cancelAfter)
              task.cancel()
            }
            return await task.value
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
    }
    // Then every request ended with the body or an error, and the session still works.
    #expect(outcomes.count == plans.count)
    for outcome in outcomes {
      if case .success(let data) = outcome { #expect(data == body) }
    }
    #expect(await load(server.fileURL(good), with: loader) == .success(body))
  }

  #if os(Linux)
    /// Run as a child process by the test below, so that no other test's work counts: refuses
    /// responses from servers that hold their connections open, then measures the process's
    /// CPU time while nothing should happen.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[cpuChildVariable] != nil))
    func childMeasuresCPUAfterRefusals() async throws {
      let report = try #require(ProcessInfo.processInfo.environment[cpuChildVariable])
      let names = (0..<6).map { _ in UUID().uuidString }
      let loader = loader()
      await withTaskGroup(of: Void.self) { group in
        for (index, name) in names.enumerated() {
          let query = index.isMultiple(of: 2) ? "status=404" : "length=300000000"
          group.addTask { _ = await load(server.url("/held/\(name)?\(query)"), with: loader) }
        }
      }
      // Measured at once: this is when a response read on after its refusal keeps a core busy.
      let before = Self.processCPUSeconds()
      try await Task.sleep(nanoseconds: 3_000_000_000)
      let spent = Self.processCPUSeconds() - before
      var closed = 0
      for name in names where try await serverSawClose(name) { closed += 1 }
      let text = "\(closed) \(spent)"
      try text.write(toFile: report, atomically: true, encoding: .utf8)
      #expect(closed == names.count)
      #expect(spent < 0.3)
    }

    @Test func refusedResponsesCostNoCPUAfterwards() async throws {
      let report = makeTemporaryDirectory("cpu").appendingPathComponent("report").path
      let status = try await runChildTest(
        "childMeasuresCPUAfterRefusals", environment: [cpuChildVariable: report])
      let fields = (try? String(contentsOfFile: report, encoding: .utf8))?.split(separator: " ")
      print("CPU over 3 s after 6 refused responses: \(fields.map { "\($0)" } ?? "no report")")
      #expect(status == 0)
      #expect(fields?.first == "6")
      let spent = fields.flatMap { $0.count == 2 ? Double($0[1]) : nil } ?? .infinity
      #expect(spent < 0.3)
    }

    /// User plus system CPU time of this process, in seconds.
    static func processCPUSeconds() -> Double {
      var usage = rusage()
      getrusage(RUSAGE_SELF.rawValue, &usage)
      func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
      }
      return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
  #endif
}
