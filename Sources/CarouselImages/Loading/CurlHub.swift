#if canImport(CCarouselCurl)
  import CCarouselCurl
  import Foundation
  import FoundationNetworking

  /// The Linux transport: one libcurl multi handle for the process, driven by a thread of its
  /// own, carrying the attempts that `SessionHub` carries elsewhere, under the same `Transfer`
  /// rules.
  ///
  /// Why not URLSession here: FoundationNetworking runs on libcurl too, but it always asks
  /// libcurl to inflate compressed bodies and answers every chunk with "go on"; a cancel
  /// reaches the transfer only between two of libcurl's socket reads, and one read of a
  /// compressed body can inflate to a gigabyte (a gzip bomb is 1 MB on the wire). Every byte
  /// of it was inflated after the refusal, seconds of a core. Here the refusal is the answer
  /// to the chunk that crossed the limit: libcurl stops inflating there and closes the
  /// connection.
  ///
  /// `nil` when libcurl cannot be loaded; the loader then uses `SessionHub`.
  final class CurlHub: @unchecked Sendable {
    static let shared: CurlHub? = CurlHub()

    private enum Command {
      case start(CurlJob)
      case cancel(id: UInt64)
    }

    private let multi: UnsafeMutableRawPointer
    private let inbox = LockedState<(commands: [Command], nextID: UInt64)>(([], 0))
    /// The transfers libcurl is running, by easy handle. The loop thread's alone.
    private var running: [UnsafeMutableRawPointer: CurlJob] = [:]
    private let userAgent = "\(ProcessInfo.processInfo.processName) CarouselImages libcurl"
    /// The certificate authorities' bundle, when libcurl was built without a default one.
    private let certificateBundle: String?

    private init?() {
      guard ccurl_load() == 1, let multi = ccurl_multi_init() else { return nil }
      self.multi = multi
      // After `ccurl_load`: it asks libcurl.
      certificateBundle = CurlHub.certificateBundle()
      // As many connections to one host as URLSession's default on Apple platforms.
      _ = ccurl_multi_setopt_long(multi, CCURLMOPT_MAX_HOST_CONNECTIONS, 6)
      _ = ccurl_multi_setopt_long(multi, CCURLMOPT_MAXCONNECTS, 24)
      let thread = Thread { [self] in
        // From the thread itself (Foundation's Thread on Linux names only the current
        // one), and at most 15 bytes, or Linux drops it.
        Thread.current.name = "carousel-curl"
        loop()
      }
      thread.start()
    }

    /// Runs one attempt: a single HTTP exchange, following redirects up to the limit.
    ///
    /// - Parameter onStart: Given the attempt's `Transfer` before it starts (tests read what
    ///   the transport delivered through it).
    func transfer(
      _ request: DataRequest, configuration: URLSessionDataLoader.Configuration,
      onStart: (@Sendable (Transfer) -> Void)? = nil
    ) async -> Result<DataResponse, ImageError> {
      let id = inbox.withLock { inbox -> UInt64 in
        inbox.nextID += 1
        return inbox.nextID
      }
      let transfer = Transfer(configuration: configuration, isConditional: request.isConditional) {
        [self] in
        post(.cancel(id: id))
      }
      onStart?(transfer)
      let job = CurlJob(
        id: id, url: request.url.absoluteString,
        headerFields: configuration.headerFields(for: request),
        configuration: configuration, transfer: transfer)
      let watchdog = Task.detached { await transfer.watchTimeouts() }
      let result = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          if transfer.start(continuation) {
            post(.start(job))
          } else {
            // Ended before it started: nothing was sent, the transport is done with it.
            transfer.complete(error: URLError(.cancelled))
          }
        }
      } onCancel: {
        transfer.fail(.cancelled)
      }
      watchdog.cancel()
      return result
    }

    private func post(_ command: Command) {
      inbox.withLock { $0.commands.append(command) }
      _ = ccurl_multi_wakeup(multi)
    }

    /// The loop thread: takes commands, lets libcurl move the transfers, hands finished ones
    /// their outcome, and sleeps until a socket, a timer of libcurl's or a command wakes it.
    private func loop() {
      while true {
        let commands = inbox.withLock { inbox -> [Command] in
          defer { inbox.commands.removeAll(keepingCapacity: true) }
          return inbox.commands
        }
        for command in commands {
          switch command {
          case .start(let job): start(job)
          case .cancel(let id): cancel(id)
          }
        }
        var active: Int32 = 0
        _ = ccurl_multi_perform(multi, &active)
        var easy: UnsafeMutableRawPointer?
        var code: Int32 = 0
        while ccurl_multi_next_done(multi, &easy, &code) == 1 {
          guard let easy, let job = running.removeValue(forKey: easy) else { continue }
          end(job, easy: easy, error: CurlHub.urlError(code))
        }
        // Woken early by a command; a minute is only the idle beat.
        _ = ccurl_multi_poll(multi, 60_000)
      }
    }

    private func start(_ job: CurlJob) {
      // Ended before it started (cancelled, timed out): nothing to send.
      guard !job.transfer.hasEnded else {
        job.transfer.complete(error: URLError(.cancelled))
        return
      }
      guard let easy = ccurl_easy_init() else {
        job.transfer.complete(error: URLError(.unknown))
        return
      }
      job.configure(easy, userAgent: userAgent, certificateBundle: certificateBundle)
      guard ccurl_multi_add_handle(multi, easy) == CCURLE_OK else {
        end(job, easy: easy, error: URLError(.unknown))
        return
      }
      running[easy] = job
    }

    private func cancel(_ id: UInt64) {
      guard let (easy, job) = running.first(where: { $0.value.id == id }) else { return }
      running[easy] = nil
      end(job, easy: easy, error: URLError(.cancelled))
    }

    /// Frees the transfer's handles and gives it libcurl's outcome (which changes nothing when
    /// the transfer ended on its own terms first).
    private func end(_ job: CurlJob, easy: UnsafeMutableRawPointer, error: URLError?) {
      _ = ccurl_multi_remove_handle(multi, easy)
      ccurl_easy_cleanup(easy)
      job.releaseHandles()
      job.transfer.complete(error: error)
    }

    /// `nil` when libcurl knows where the trusted certificates are (Debian's, Fedora's and most
    /// builds name a default); otherwise the first bundle found where distributions keep one,
    /// as FoundationNetworking looks for it, so that https works wherever URLSession did.
    private static func certificateBundle() -> String? {
      if let easy = ccurl_easy_init() {
        defer { ccurl_easy_cleanup(easy) }
        var path: UnsafePointer<CChar>?
        // Unknown to libcurl before 7.84: then the search below decides.
        if ccurl_easy_getinfo_string(easy, CCURLINFO_CAINFO, &path) == CCURLE_OK, path != nil {
          return nil
        }
      }
      let candidates = [
        "/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt",
        "/usr/share/ssl/certs/ca-bundle.crt", "/usr/local/share/certs/ca-root-nss.crt",
        "/etc/ssl/cert.pem",
      ]
      return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The URLSession error a libcurl result stands for, as FoundationNetworking reports it
    /// where it reports one, so the retry rules read both transports alike.
    static func urlError(_ code: Int32) -> URLError? {
      switch code {
      case CCURLE_OK: return nil
      case CCURLE_COULDNT_RESOLVE_HOST, CCURLE_COULDNT_RESOLVE_PROXY:
        return URLError(.cannotFindHost)
      case CCURLE_COULDNT_CONNECT: return URLError(.cannotConnectToHost)
      case CCURLE_OPERATION_TIMEDOUT: return URLError(.timedOut)
      case CCURLE_URL_MALFORMAT: return URLError(.badURL)
      // A redirect to another scheme, or (the loader sends nothing but http and https) a
      // reply that is not HTTP at all: on a reused connection, bytes another response left
      // there. FoundationNetworking reports both as an unsupported URL.
      case CCURLE_UNSUPPORTED_PROTOCOL, CCURLE_WEIRD_SERVER_REPLY: return URLError(.unsupportedURL)
      // The connection closed or broke before the response was whole.
      case CCURLE_PARTIAL_FILE, CCURLE_RECV_ERROR, CCURLE_SEND_ERROR, CCURLE_GOT_NOTHING,
        CCURLE_HTTP2, CCURLE_HTTP2_STREAM:
        return URLError(.networkConnectionLost)
      case CCURLE_SSL_CONNECT_ERROR: return URLError(.secureConnectionFailed)
      case CCURLE_PEER_FAILED_VERIFICATION: return URLError(.serverCertificateUntrusted)
      case CCURLE_BAD_CONTENT_ENCODING: return URLError(.cannotDecodeContentData)
      case CCURLE_TOO_MANY_REDIRECTS: return URLError(.httpTooManyRedirects)
      // Stopped by its own callbacks: the transfer already holds its outcome.
      case CCURLE_WRITE_ERROR, CCURLE_ABORTED_BY_CALLBACK: return URLError(.cancelled)
      default: return URLError(.unknown)
      }
    }
  }
#endif
