import Dispatch
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
  ///
  /// - Parameter onStart: Given the attempt's `Transfer` before it starts (tests read what
  ///   the transport delivered through it).
  func transfer(
    _ dataRequest: DataRequest, configuration: URLSessionDataLoader.Configuration,
    onStart: (@Sendable (Transfer) -> Void)? = nil
  ) async -> Result<DataResponse, ImageError> {
    guard let session else { return .failure(.network(code: URLError.Code.unknown.rawValue)) }
    var request = URLRequest(
      url: dataRequest.url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: max(1, configuration.requestTimeout.rounded(.up)) * 2)
    for (field, value) in configuration.headerFields(for: dataRequest) {
      request.setValue(value, forHTTPHeaderField: field)
    }
    let task = session.dataTask(with: request)
    let transfer = Transfer(configuration: configuration, isConditional: dataRequest.isConditional)
    {
      SessionHub.cancel(task)
    }
    onStart?(transfer)
    transfers.withLock { $0[task.taskIdentifier] = transfer }
    let watchdog = Task.detached { [transfer] in await transfer.watchTimeouts() }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if transfer.start(continuation) {
          task.resume()
        } else {
          // Ended before it started: the task never runs, so it never completes.
          transfers.withLock { _ = $0.removeValue(forKey: task.taskIdentifier) }
          transfer.complete(error: URLError(.cancelled))
        }
      }
    } onCancel: {
      transfer.fail(.cancelled)
    }
    watchdog.cancel()
    // The transfer stays known until the task completes (`didCompleteWithError` forgets it):
    // what the task still delivers after the outcome is counted there.
    return result
  }

  private func transfer(for task: URLSessionTask) -> Transfer? {
    transfers.withLock { $0[task.taskIdentifier] }
  }

  /// Where tasks are cancelled: a queue of their own, never the caller's thread.
  ///
  /// FoundationNetworking's `cancel()` waits for the work queue that every session of the
  /// process shares (`workQueue.sync`), which can be busy for a long time (it buffers a
  /// redirect's body there, copying it for every chunk). Callers are cancellation handlers
  /// holding their task's lock, threads of the cooperative pool and the delegate queue: none
  /// of them may wait for it.
  private static let cancellationQueue = DispatchQueue(label: "CarouselImages.SessionHub.cancel")

  /// Cancels `task` soon, on the cancellation queue, in the order of the calls.
  private static func cancel(_ task: URLSessionTask) {
    cancellationQueue.async { task.cancel() }
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
    let http = response as? HTTPURLResponse
    var fields: [String: String] = [:]
    for (name, value) in http?.allHeaderFields ?? [:] {
      if let name = name as? String, let value = value as? String { fields[name] = value }
    }
    let allowed = transfer.receive(
      statusCode: http?.statusCode ?? 200, headerFields: fields,
      announcedLength: response.expectedContentLength)
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
    // A refused redirect ends the task by itself (the redirect is the final response); one
    // to another scheme fails the transfer, named, which cancels the task after the answer.
    let allowed =
      transfer.redirect(
        toLocation: request.url?.absoluteString ?? "", from: task.originalRequest?.url)
      && transfer.redirect()
    completionHandler(allowed ? request : nil)
    transfer.endAnswer(cancelling: false)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    transfer?.complete(error: error)
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
