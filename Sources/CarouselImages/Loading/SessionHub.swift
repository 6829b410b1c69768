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
  func transfer(_ dataRequest: DataRequest, configuration: URLSessionDataLoader.Configuration)
    async -> Result<DataResponse, ImageError>
  {
    guard let session else { return .failure(.network(code: URLError.Code.unknown.rawValue)) }
    var request = URLRequest(
      url: dataRequest.url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: max(1, configuration.requestTimeout.rounded(.up)) * 2)
    for (field, value) in configuration.additionalHeaders.merging(
      dataRequest.headerFields, uniquingKeysWith: { $1 })
    {
      request.setValue(value, forHTTPHeaderField: field)
    }
    let task = session.dataTask(with: request)
    let transfer = Transfer(
      task: task, configuration: configuration, isConditional: dataRequest.isConditional)
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
    guard let transfer = transfer(for: dataTask), transfer.beginAnswer() else {
      SessionHub.answerEndingTask { completionHandler(.cancel) }
      return
    }
    let allowed = transfer.receive(response)
    completionHandler(allowed ? .allow : .cancel)
    // FoundationNetworking ignores the disposition (swift-corelibs-foundation issue 3236): a
    // refused response would be read to its end, holding a connection and spinning a core
    // while the server keeps it open. Cancelling the task closes the connection on every
    // platform (where `.cancel` works, the task is cancelled already and this does nothing).
    // Only after the answer, as `Transfer` explains.
    transfer.endAnswer(cancelling: !allowed)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    transfer(for: dataTask)?.receive(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    guard let transfer = transfer(for: task), transfer.beginAnswer() else {
      SessionHub.answerEndingTask { completionHandler(nil) }
      return
    }
    // A refused redirect ends the task by itself (the redirect is the final response).
    let allowed = transfer.redirect()
    completionHandler(allowed ? request : nil)
    transfer.endAnswer(cancelling: false)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    transfer(for: task)?.complete(error: error)
  }

  /// Answers a question about a task that is being cancelled or has no transfer any more.
  ///
  /// FoundationNetworking traps on an answer that arrives after a cancel reached the task,
  /// and the cancel ends the task without one; other platforms expect every question
  /// answered.
  private static func answerEndingTask(_ answer: () -> Void) {
    #if !canImport(FoundationNetworking)
      answer()
    #endif
  }
}
