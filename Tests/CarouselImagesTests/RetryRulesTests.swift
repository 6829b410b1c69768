import Foundation
import Testing

@testable import CarouselImages

/// The loader's retry loop with scripted attempts: exact counts, no network.
@Suite struct RetryRulesTests {
  let url = testURL("https://images.example.com/a.jpg")
  let lost = ImageError.network(code: URLError.Code.networkConnectionLost.rawValue)

  final class Script: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Result<Data, ImageError>]
    private(set) var attempts = 0

    init(_ outcomes: [Result<Data, ImageError>]) {
      self.outcomes = outcomes
    }

    func next() -> Result<Data, ImageError> {
      lock.lock()
      defer { lock.unlock() }
      attempts += 1
      return outcomes.isEmpty ? .failure(.statusCode(599)) : outcomes.removeFirst()
    }
  }

  func run(_ script: Script, retries: Int) async -> Result<Data, ImageError> {
    // No time limit for the picture: these tests count attempts, and a busy machine (a
    // cooperative pool held by other tests for half a minute) must not turn a retry into
    // `tooSlow`.
    let configuration = URLSessionDataLoader.Configuration(
      pictureTimeout: .infinity,
      retryPolicy: RetryPolicy(maximumRetryCount: retries, initialDelay: 0.001, maximumDelay: 0.002)
    )
    let loader = URLSessionDataLoader(configuration: configuration) { _, _ in
      script.next().map { DataResponse(statusCode: 200, headerFields: [:], data: $0) }
    }
    do throws(ImageError) {
      return .success(try await loader.data(for: url))
    } catch {
      return .failure(error)
    }
  }

  @Test func transientFailuresAreRetriedUntilSuccess() async {
    let script = Script([
      .failure(lost), .failure(.timedOut), .failure(.statusCode(502)), .success(Data([1])),
    ])
    #expect(await run(script, retries: 3) == .success(Data([1])))
    #expect(script.attempts == 4)
  }

  @Test func retriesStopAtTheLimit() async {
    let script = Script(Array(repeating: .failure(lost), count: 10))
    #expect(await run(script, retries: 2) == .failure(lost))
    #expect(script.attempts == 3)
  }

  @Test(arguments: [
    ImageError.statusCode(404), .statusCode(403), .statusCode(501), .notAnImage,
    .responseTooLarge(limit: 1), .tooManyRedirects(limit: 5),
    .network(code: URLError.Code.cannotFindHost.rawValue),
  ])
  func permanentFailuresAreNotRetried(_ error: ImageError) async {
    let script = Script([.failure(error), .success(Data([1]))])
    #expect(await run(script, retries: 3) == .failure(error))
    #expect(script.attempts == 1)
  }

  @Test func backoffGrowsAndIsCapped() {
    let policy = RetryPolicy(maximumRetryCount: 5, initialDelay: 0.25, maximumDelay: 1)
    for attempt in 1...5 {
      let delay = policy.delay(beforeRetry: attempt)
      let base = min(1, 0.25 * pow(2, Double(attempt - 1)))
      #expect(delay <= base && delay >= base * 0.75, "retry \(attempt): \(delay)")
    }
  }

  @Test func aCancelledCallerStopsRetrying() async {
    let script = Script(Array(repeating: .failure(lost), count: 100))
    let configuration = URLSessionDataLoader.Configuration(
      retryPolicy: RetryPolicy(maximumRetryCount: 100, initialDelay: 30, maximumDelay: 30))
    let loader = URLSessionDataLoader(configuration: configuration) { _, _ in
      script.next().map { DataResponse(statusCode: 200, headerFields: [:], data: $0) }
    }
    let task = Task { () -> ImageError? in
      do throws(ImageError) {
        _ = try await loader.data(for: url)
        return nil
      } catch {
        return error
      }
    }
    #expect(await eventually { script.attempts == 1 })
    task.cancel()
    #expect(await task.value == .cancelled)
    #expect(script.attempts == 1)
  }
}
