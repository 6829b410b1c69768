import Foundation
import Testing

@testable import CarouselImages

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP loader against a real server on 127.0.0.1 that misbehaves on request.
@Suite struct URLSessionDataLoaderTests {
  /// Its own server: these tests hold connections open on purpose.
  let server = TestServer()
  let body = Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7) })

  func loader(
    retries: Int = 2, requestTimeout: Double = 10, maximumResponseSize: Int = 1 << 20,
    maximumRedirectCount: Int = 5
  ) -> URLSessionDataLoader {
    // The picture's time limit out of the way (LoaderFailureTests checks it): on a busy
    // machine these tests' attempts may wait for a thread longer than its default 30 s.
    URLSessionDataLoader(
      configuration: .init(
        requestTimeout: requestTimeout, resourceTimeout: 30, pictureTimeout: 600,
        retryPolicy: RetryPolicy(
          maximumRetryCount: retries, initialDelay: 0.01, maximumDelay: 0.05),
        maximumRedirectCount: maximumRedirectCount, maximumResponseSize: maximumResponseSize))
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

  @Test func servesTheBodyWithOneRequest() async throws {
    let name = server.publish(body)
    #expect(await load(server.fileURL(name), with: loader()) == .success(body))
    #expect(try await server.stats(name).requests == 1)
  }

  @Test func clientErrorsAreNotRetried() async throws {
    let name = server.publish(body)
    let result = await load(server.fileURL(name, options: "status=404"), with: loader())
    #expect(result == .failure(.statusCode(404)))
    #expect(try await server.stats(name).requests == 1)
  }

  @Test func serverErrorsAreRetriedAFewTimesThenReported() async throws {
    let name = server.publish(body)
    let result = await load(server.fileURL(name, options: "status=503"), with: loader(retries: 2))
    #expect(result == .failure(.statusCode(503)))
    #expect(try await server.stats(name).requests == 3)
  }

  @Test func aTransientFailureRecoversOnRetry() async throws {
    let name = server.publish(body)
    #expect(await load(server.fileURL(name, options: "fail=1"), with: loader()) == .success(body))
    #expect(try await server.stats(name).requests == 2)
  }

  @Test func aResetConnectionIsRetriedThenReportedAsLost() async throws {
    let name = UUID().uuidString
    let result = await load(server.url("/reset/\(name)"), with: loader(retries: 1))
    #expect(result == .failure(.network(code: URLError.Code.networkConnectionLost.rawValue)))
    // At least the two attempts; libcurl itself may resend a request when the pooled
    // connection it picked turns out dead, so the exact count is not ours to fix (the retry
    // rules are checked exactly in RetryRulesTests).
    #expect(try await server.stats(name).requests >= 2)
  }

  @Test func aServerThatNeverAnswersTimesOut() async throws {
    let name = UUID().uuidString
    let result = await load(
      server.url("/hang/\(name)"), with: loader(retries: 1, requestTimeout: 0.3))
    #expect(result == .failure(.timedOut))
    // The server counts a request when it has read it, which a busy server may do after the
    // client gave up on it: wait for the count rather than read it once.
    #expect(try await eventually { try await server.stats(name).requests >= 2 })
    #expect(try await server.stats(name).requests == 2)
  }

  @Test func aSlowAnswerWithinTheTimeoutSucceeds() async throws {
    let name = server.publish(body)
    let result = await load(
      server.fileURL(name, options: "delay=0.2"), with: loader(requestTimeout: 10))
    #expect(result == .success(body))
  }

  @Test func aBodyCutShortIsAnErrorNotData() async throws {
    let name = server.publish(body)
    let result = await load(
      server.fileURL(name, options: "truncate=1000"), with: loader(retries: 1))
    #expect(result == .failure(.network(code: URLError.Code.networkConnectionLost.rawValue)))
    #expect(try await server.stats(name).requests == 2)
  }

  @Test func aBodyWithoutLengthIsReadToTheEnd() async throws {
    let name = server.publish(body)
    #expect(
      await load(server.fileURL(name, options: "nolength=1"), with: loader()) == .success(body))
  }

  @Test func aCompressedBodyIsReadWhole() async throws {
    // Announced with its compressed length and delivered decompressed.
    let body = Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 / 100) })
    let name = server.publish(body)
    #expect(await load(server.fileURL(name, options: "gzip=1"), with: loader()) == .success(body))
    #expect(try await server.stats(name).requests == 1)
    // The cap applies to what it decompresses to.
    let result = await load(
      server.fileURL(name, options: "gzip=1"), with: loader(maximumResponseSize: 20_000))
    #expect(result == .failure(.responseTooLarge(limit: 20_000)))
  }

  @Test func aConditionalRequestIsAnsweredNotModified() async throws {
    let name = server.publish(body)
    let url = server.fileURL(name, options: "etag=content&cc=max-age%3D60")
    let loader = loader()
    let first: DataResponse = try await loader.response(for: DataRequest(url: url))
    #expect(first.statusCode == 200 && first.data == body)
    // Field names come in the platform's capitalisation.
    func field(_ name: String, of response: DataResponse) -> String? {
      response.headerFields.first { $0.key.lowercased() == name.lowercased() }?.value
    }
    let tag = try #require(field("ETag", of: first))
    #expect(field("Cache-Control", of: first) == "max-age=60")
    // Then the same tag back gets a 304 with no body, and its header fields.
    let second = try await loader.response(
      for: DataRequest(url: url, headerFields: ["If-None-Match": tag]))
    #expect(second.statusCode == 304 && second.data.isEmpty)
    #expect(field("ETag", of: second) == tag)
    // A 304 announcing a length (that of the stored copy) is not waited for.
    let lying = try await loader.response(
      for: DataRequest(
        url: server.fileURL(name, options: "etag=content&clen304=5000"),
        headerFields: ["If-None-Match": tag]))
    #expect(lying.statusCode == 304 && lying.data.isEmpty)
    #expect(try await server.stats(name).notModified == 2)
  }

  /// A server that sends a body after a 304 leaves bytes on a kept-alive connection, which the
  /// next response read from it begins with: that request fails through no fault of its own.
  /// The fault stays with the connection: the neighbours on the same server all get their
  /// pictures.
  @Test func a304WithABodyDoesNotBreakTheRequestsAfterIt() async throws {
    let name = server.publish(body)
    let neighbour = server.publish(Data(body.reversed()))
    let url = server.fileURL(name, options: "etag=content&cc=max-age%3D60")
    let loader = loader()
    await server.ready()
    let first: DataResponse = try await loader.response(for: DataRequest(url: url))
    let tag = try #require(
      first.headerFields.first { $0.key.lowercased() == "etag" }?.value)
    var failures: [ImageError] = []
    for round in 0..<8 {
      // A 304 with 64 stray bytes after it, then a neighbour on the same server.
      _ = try? await loader.response(
        for: DataRequest(
          url: server.fileURL(name, options: "etag=content&body304=64&round=\(round)"),
          headerFields: ["If-None-Match": tag]))
      switch await load(server.fileURL(neighbour, options: "round=\(round)"), with: loader) {
      case .success(let data): #expect(data == Data(body.reversed()))
      case .failure(let error): failures.append(error)
      }
    }
    #expect(failures.isEmpty, "neighbours failed: \(failures)")
  }

  @Test func a304ToARequestThatWasNotConditionalIsAnError() async throws {
    let name = server.publish(body)
    let result = await load(server.fileURL(name, options: "always304=1"), with: loader())
    #expect(result == .failure(.statusCode(304)))
    #expect(try await server.stats(name).requests == 1)
  }

  @Test func announcedLengthsOverTheCapFailBeforeTheBody() async throws {
    let name = server.publish(body)
    let result = await load(server.fileURL(name), with: loader(maximumResponseSize: 1000))
    #expect(result == .failure(.responseTooLarge(limit: 1000)))
    #expect(try await server.stats(name).requests == 1)
  }

  @Test func unannouncedBodiesOverTheCapFailWhileStreaming() async throws {
    let name = server.publish(Data(repeating: 7, count: 200_000))
    let result = await load(
      server.fileURL(name, options: "nolength=1"), with: loader(maximumResponseSize: 50_000))
    #expect(result == .failure(.responseTooLarge(limit: 50_000)))
  }

  @Test func redirectsWithinTheLimitAreFollowed() async throws {
    let name = server.publish(body)
    #expect(await load(server.url("/redirect/3/\(name)"), with: loader()) == .success(body))
  }

  @Test func aRedirectLoopStopsAtTheLimit() async throws {
    let name = UUID().uuidString
    let result = await load(server.url("/loop/\(name)/0"), with: loader(maximumRedirectCount: 4))
    #expect(result == .failure(.tooManyRedirects(limit: 4)))
    // The first request and four redirects followed; the fifth redirect is refused.
    let requests = try await server.stats(name).requests
    #expect(requests == 5, "requests: \(requests)")
  }

  @Test func onlyHTTPURLsAreLoaded() async {
    let result = await load(URL(fileURLWithPath: "/etc/hostname"), with: loader())
    #expect(result == .failure(.unsupportedScheme("file")))
  }

  @Test func aRefusedConnectionIsANetworkError() async throws {
    // Port 9 on the loopback interface: nothing listens there in a test environment.
    let result = await load(
      try #require(URL(string: "http://127.0.0.1:9/x")), with: loader(retries: 0))
    guard case .failure(.network) = result else {
      Issue.record("expected a network error, got \(result)")
      return
    }
  }

  @Test func anHTTPSURLToAServerWithoutTLSFailsAtOnceWithANetworkError() async throws {
    // The test server speaks plain HTTP: the TLS handshake fails, and that is the answer (not
    // a timeout, not a retry: it is not transient).
    let name = server.publish(body)
    var components = try #require(
      URLComponents(url: server.fileURL(name), resolvingAgainstBaseURL: false))
    components.scheme = "https"
    let result = await load(try #require(components.url), with: loader(retries: 2))
    guard case .failure(.network(let code)) = result else {
      Issue.record("expected a network error, got \(result)")
      return
    }
    if PlatformTransport.current == .libcurl {
      #expect(code == URLError.Code.secureConnectionFailed.rawValue)
    }
    #expect(!RetryPolicy().isTransient(.network(code: code)))
    #expect(try await server.stats(name).requests == 0)
  }

  @Test func cancellingStopsTheTransfer() async throws {
    // 1 MB in 512-byte chunks 50 ms apart: over a minute and a half unless the client goes
    // away, so even a slow (sanitized) run cannot see it complete before it is cancelled.
    let name = server.publish(Data(repeating: 1, count: 1_000_000))
    let loader = loader()
    let task = Task { await load(server.fileURL(name, options: "drip=0.05"), with: loader) }
    #expect(try await eventually { try await server.stats(name).requests == 1 })
    task.cancel()
    #expect(await task.value == .failure(.cancelled))
    #expect(try await eventually { try await server.stats(name).aborted == 1 })
    #expect(try await server.stats(name).completed == 0)
  }
}
