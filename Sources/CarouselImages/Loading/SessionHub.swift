import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The process-wide `URLSession` and its delegate, which routes callbacks to the transfer
/// that owns each task.
final class SessionHub: NSObject, @unchecked Sendable {
  static let shared = SessionHub()

  private let transfers = LockedState<[Int: Transfer]>([:])
  private let delegateQueue: OperationQueue
  // Set once in init, never changed.
  private var session: URLSession?

  override private init() {
    delegateQueue = OperationQueue()
    delegateQueue.maxConcurrentOperationCount = 1
    delegateQueue.name = "CarouselImages.SessionHub"
    super.init()
    let configuration = URLSessionConfiguration.default
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpMaximumConnectionsPerHost = 6
    configuration.timeoutIntervalForRequest = 300
    configuration.timeoutIntervalForResource = 3600
    session = URLSession(configuration: configuration, delegate: self, delegateQueue: delegateQueue)
  }

  /// Runs one attempt: a single HTTP exchange, following redirects up to the limit.
  func transfer(url: URL, configuration: URLSessionDataLoader.Configuration) async -> Result<
    Data, ImageError
  > {
    guard let session else { return .failure(.network(code: URLError.Code.unknown.rawValue)) }
    var request = URLRequest(
      url: url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: max(1, configuration.requestTimeout.rounded(.up)) * 2)
    for (field, value) in configuration.additionalHeaders {
      request.setValue(value, forHTTPHeaderField: field)
    }
    let task = session.dataTask(with: request)
    let transfer = Transfer(task: task, configuration: configuration)
    transfers.withLock { $0[task.taskIdentifier] = transfer }
    let watchdog = Task.detached { [transfer] in await transfer.watchTimeouts() }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if transfer.start(continuation) {
          task.resume()
        }
      }
    } onCancel: {
      transfer.fail(.cancelled)
    }
    watchdog.cancel()
    transfers.withLock { _ = $0.removeValue(forKey: task.taskIdentifier) }
    return result
  }

  private func transfer(for task: URLSessionTask) -> Transfer? {
    transfers.withLock { $0[task.taskIdentifier] }
  }
}

extension SessionHub: URLSessionDataDelegate {
  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let allowed = transfer(for: dataTask)?.receive(response) ?? false
    completionHandler(allowed ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    transfer(for: dataTask)?.receive(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    let allowed = transfer(for: task)?.redirect() ?? false
    completionHandler(allowed ? request : nil)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    transfer(for: task)?.complete(error: error)
  }
}
