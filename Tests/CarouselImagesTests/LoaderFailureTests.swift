import Foundation
import Testing

@testable import CarouselImages

/// Failures that asking again cannot change, and servers too slow to wait for: each fails
/// with an error that says what happened in words, at once (no quick retries for a failure
/// that cannot change), and a slow server within the time limit the loader gives a picture.
///
/// Nothing here measures time: a slow server trickles bytes far longer than any limit the
/// tests set, and each test waits for the outcome.
@Suite struct LoaderFailureTests {
  /// A loader through the platform's transport that counts its attempts.
  final class CountingLoader: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var attempts: Int { lock.withLock { count } }

    func loader(_ configuration: URLSessionDataLoader.Configuration) -> URLSessionDataLoader {
      let transport = PlatformTransport.current.attempt
      return URLSessionDataLoader(configuration: configuration) { [self] request, limits in
        lock.withLock { count += 1 }
        return await transport(request, limits)
      }
    }
  }

  func load(_ loader: URLSessionDataLoader, _ url: URL) async -> Result<Data, ImageError> {
    do throws(ImageError) {
      return .success(try await loader.data(for: url))
    } catch {
      return .failure(error)
    }
  }

  // MARK: Slow servers

  @Test func aServerSendingTooSlowlyFailsAsTooSlowWithinThePicturesLimit() async throws {
    // Given a server that sends a picture one byte every 50 ms (400 s for its 8 KB: it never
    // goes idle, and never finishes), and a loader that gives a picture one second in all
    let server = TestServer()
    await server.ready()
    let name = server.publish(Data(repeating: 0x42, count: 8000))
    let counting = CountingLoader()
    let loader = counting.loader(.init(requestTimeout: 15, resourceTimeout: 30, pictureTimeout: 1))
    // When it is loaded
    let result = await load(loader, server.fileURL(name, options: "trickle=0.05"))
    // Then it fails as too slow, naming the limit, in words, after one attempt: the idle
    // timeout never fired, and no retry started past the picture's limit
    #expect(result == .failure(.tooSlow(seconds: 1)))
    if case .failure(let error) = result {
      #expect(error.description == "too slow: the picture did not arrive within 1 s")
    }
    #expect(counting.attempts == 1)
  }

  @Test func eachAttemptHasItsLimitAndThePictureBoundsThemAll() async throws {
    // Given the same slow server, and a loader that gives an attempt half a second and the
    // picture two seconds, retrying twice
    let server = TestServer()
    await server.ready()
    let name = server.publish(Data(repeating: 0x42, count: 8000))
    let counting = CountingLoader()
    let loader = counting.loader(
      .init(
        requestTimeout: 15, resourceTimeout: 0.5, pictureTimeout: 2,
        retryPolicy: RetryPolicy(maximumRetryCount: 10, initialDelay: 0.05, maximumDelay: 0.05)))
    // When it is loaded
    let result = await load(loader, server.fileURL(name, options: "trickle=0.05"))
    // Then attempts that ran out of time were retried (a slow attempt is a passing failure),
    // but only within the picture's two seconds, which the failure names
    #expect(result == .failure(.tooSlow(seconds: 2)))
    #expect(counting.attempts >= 1 && counting.attempts <= 5, "\(counting.attempts)")
    // And the pipeline takes a slow server for a passing failure, asked for again later
    #expect(RetryPolicy().isTransient(.tooSlow(seconds: 2)))
  }

  @Test func aServerThatStopsSendingIsTimedOutNotTooSlow() async throws {
    // Given a server that answers its headers and then sends nothing
    let server = TestServer()
    await server.ready()
    let name = UUID().uuidString
    let loader = URLSessionDataLoader(
      configuration: .init(
        requestTimeout: 0.5, resourceTimeout: 30, pictureTimeout: 30,
        retryPolicy: RetryPolicy(maximumRetryCount: 0)))
    // When it is loaded, then it times out for idleness, which says so
    let result = await load(loader, server.url("/held/\(name)?length=1000"))
    #expect(result == .failure(.timedOut))
    #expect(ImageError.timedOut.description == "timed out: the server stopped sending")
  }

  // MARK: Failures that asking again cannot change

  @Test(arguments: ["ftp", "file", "gopher", "dict", "javascript"])
  func aRedirectToAnotherSchemeFailsAtOnceNamingIt(scheme: String) async throws {
    // Given a server that redirects to an address in another scheme
    let server = TestServer.shared
    await server.ready()
    let name = UUID().uuidString
    let target =
      scheme == "javascript" ? "javascript:alert(1)" : "\(scheme)://127.0.0.1/etc/passwd"
    let location = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    let counting = CountingLoader()
    let loader = counting.loader(.init())
    // When it is loaded
    let result = await load(loader, server.url("/moved/\(name)?to=\(location)"))
    // Then it fails as a redirect to that scheme, asked once: no retry can change it
    #expect(result == .failure(.redirectToUnsupportedScheme(scheme)))
    #expect(counting.attempts == 1)
    #expect(try await server.stats(name).requests == 1)
    #expect(!RetryPolicy().isTransient(.redirectToUnsupportedScheme(scheme)))
    if case .failure(let error) = result {
      #expect(error.description.contains("redirected to an unsupported \"\(scheme):\" URL"))
    }
  }

  @Test func anUntrustedCertificateFailsAtOnceInWords() async throws {
    // Given an HTTPS server whose certificate nothing trusts (self-signed)
    let server = TestServer(isSecure: true)
    await server.ready()
    let name = server.publish(Data(repeating: 1, count: 100))
    let counting = CountingLoader()
    let loader = counting.loader(.init())
    // When it is loaded
    let result = await load(loader, server.fileURL(name))
    // Then it fails as an untrusted certificate, once, and the server never saw the request
    #expect(result == .failure(.untrustedCertificate))
    #expect(counting.attempts == 1)
    #expect(try await TestServer.shared.stats(name).requests == 0)
    #expect(ImageError.untrustedCertificate.description.hasPrefix("untrusted certificate"))
  }

  @Test func anUnsupportedSchemeIsNamedAndNotAsked() async {
    // Given addresses the loader does not load
    let loader = URLSessionDataLoader()
    for (address, scheme) in [
      ("ftp://host/a.jpg", "ftp"), ("FILE:///etc/passwd", "file"),
      ("data:image/png;base64,AA", "data"),
    ] {
      // When loaded, then each fails naming its scheme, without a request
      let result = await load(loader, testURL(address))
      #expect(result == .failure(.unsupportedScheme(scheme)), "\(address)")
      #expect(
        ImageError.unsupportedScheme(scheme).description
          == "unsupported URL scheme \"\(scheme):\" (only http, https and file pictures are loaded)"
      )
    }
  }

  @Test func everyFailureSaysWhatHappenedWithoutACode() {
    // Given every failure a load can end with
    let errors: [ImageError] = [
      .statusCode(404), .statusCode(500), .serverBusy(statusCode: 503, retryAfter: 30),
      .notAnImage, .unsupportedFormat(.heif), .formatNotEnabled(.webp),
      .responseTooLarge(limit: 1000), .imageTooLarge(width: 9000, height: 9000, limit: 1000),
      .corruptData, .timedOut, .tooSlow(seconds: 30), .cancelled, .tooManyRedirects(limit: 5),
      .network(code: -1003), .network(code: -1004), .network(code: -1005), .network(code: -1009),
      .network(code: -1202), .network(code: -1200), .untrustedCertificate, .unsupportedURL,
      .unsupportedScheme("ftp"), .redirectToUnsupportedScheme("file"), .outOfMemory,
      .tooManyFrames(limit: 10_000),
    ]
    for error in errors {
      // Then each says it in words: no URL error code, no "error" with a number
      let text = error.description
      #expect(!text.isEmpty)
      #expect(text.range(of: #"-1\d\d\d"#, options: .regularExpression) == nil, "\(text)")
      #expect(text.range(of: #"error \d"#, options: .regularExpression) == nil, "\(text)")
    }
    #expect(ImageError.tooSlow(seconds: 90).description.hasSuffix("within 1 min 30 s"))
    #expect(ImageError.statusCode(404).description == "HTTP 404: not found")
  }
}
