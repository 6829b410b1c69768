#if canImport(CCarouselCurl)
  import CCarouselCurl
  import Foundation

  /// One attempt on libcurl: the request's options, and the reading of each response's header
  /// block into `Transfer`'s questions (a redirect to count, a final response to accept or
  /// refuse). Used on `CurlHub`'s thread alone, which runs libcurl and so these callbacks.
  final class CurlJob: @unchecked Sendable {
    let id: UInt64
    let transfer: Transfer
    private let url: String
    private let headerFields: [String: String]
    private let maximumRedirectCount: Int
    private let maximumResponseSize: Int
    private var headerList: UnsafeMutableRawPointer?

    /// The response whose header block is being read; a redirect makes another.
    private var statusCode = 0
    private var fields: [String: String] = [:]
    /// The current response is a redirect libcurl follows: its body is not the picture.
    private var isRedirect = false
    /// Bytes of the current redirect's own body read past, capped as a picture's body is.
    private var redirectBodyBytes = 0
    /// The final response's header block has been checked: later lines are trailers.
    private var hasFinalResponse = false

    init(
      id: UInt64, url: String, headerFields: [String: String],
      configuration: URLSessionDataLoader.Configuration, transfer: Transfer
    ) {
      self.id = id
      self.url = url
      self.headerFields = headerFields
      self.maximumRedirectCount = configuration.maximumRedirectCount
      self.maximumResponseSize = configuration.maximumResponseSize
      self.transfer = transfer
    }

    /// Sets the easy handle's options for this attempt.
    func configure(
      _ easy: UnsafeMutableRawPointer, userAgent: String, certificateBundle: String?
    ) {
      for (name, value) in headerFields.sorted(by: { $0.key < $1.key }) {
        // A value with a line break would start another field: such a value is dropped.
        guard !value.contains(where: { $0.isNewline }), !name.contains(where: { $0.isNewline })
        else { continue }
        headerList = ccurl_slist_append(headerList, "\(name): \(value)")
      }
      let context = Unmanaged.passUnretained(self).toOpaque()
      _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_URL, url)
      _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_HTTPHEADER, headerList)
      _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_USERAGENT, userAgent)
      if let certificateBundle {
        _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_CAINFO, certificateBundle)
      }
      // Timers and signals are the loader's: libcurl must not raise SIGALRM in a threaded
      // process.
      _ = ccurl_easy_setopt_long(easy, CCURLOPT_NOSIGNAL, 1)
      _ = ccurl_easy_setopt_long(easy, CCURLOPT_PROTOCOLS, CCURLPROTO_HTTP | CCURLPROTO_HTTPS)
      _ = ccurl_easy_setopt_long(
        easy, CCURLOPT_REDIR_PROTOCOLS, CCURLPROTO_HTTP | CCURLPROTO_HTTPS)
      // Redirects are counted by `Transfer`; libcurl's own limit is one more, a backstop.
      _ = ccurl_easy_setopt_long(easy, CCURLOPT_FOLLOWLOCATION, 1)
      _ = ccurl_easy_setopt_long(easy, CCURLOPT_MAXREDIRS, maximumRedirectCount + 1)
      // Bodies in any encoding libcurl knows are inflated (the request's own Accept-Encoding,
      // `identity` by default, replaces what libcurl would announce); the cap applies to the
      // inflated bytes as they come.
      _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_ACCEPT_ENCODING, "")
      _ = ccurl_easy_setopt_long(easy, CCURLOPT_HTTP_CONTENT_DECODING, 1)
      _ = ccurl_easy_setopt_long(easy, CCURLOPT_SUPPRESS_CONNECT_HEADERS, 1)
      _ = ccurl_easy_setopt_callback(easy, CCURLOPT_HEADERFUNCTION, CurlJob.headerCallback)
      _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_HEADERDATA, context)
      _ = ccurl_easy_setopt_callback(easy, CCURLOPT_WRITEFUNCTION, CurlJob.bodyCallback)
      _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_WRITEDATA, context)
      _ = ccurl_easy_setopt_long(easy, CCURLOPT_NOPROGRESS, 0)
      _ = ccurl_easy_setopt_progress(easy, CCURLOPT_XFERINFOFUNCTION, CurlJob.progressCallback)
      _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_XFERINFODATA, context)
    }

    /// Frees what the options point to, once libcurl has let go of the easy handle.
    func releaseHandles() {
      if let headerList { ccurl_slist_free_all(headerList) }
      headerList = nil
    }

    private static let headerCallback: ccurl_data_callback = { bytes, size, count, context in
      guard let bytes, let context else { return 0 }
      let job = Unmanaged<CurlJob>.fromOpaque(context).takeUnretainedValue()
      let length = size * count
      return job.receiveHeaderLine(UnsafeRawBufferPointer(start: bytes, count: length))
        ? length : 0
    }

    private static let bodyCallback: ccurl_data_callback = { bytes, size, count, context in
      guard let bytes, let context else { return 0 }
      let job = Unmanaged<CurlJob>.fromOpaque(context).takeUnretainedValue()
      let length = size * count
      // A redirect's own body is read past; a refused or ended transfer takes no more, and
      // libcurl stops there (no more reading, no more inflating).
      if job.isRedirect { return length }
      return job.transfer.receive(Data(bytes: bytes, count: length)) ? length : 0
    }

    /// libcurl reads a followed redirect's body past without showing it: its progress is the
    /// only sight of those bytes, capped as a picture's body is.
    private static let progressCallback: ccurl_progress_callback = {
      context, _, downloaded, _, _ in
      guard let context else { return 1 }
      let job = Unmanaged<CurlJob>.fromOpaque(context).takeUnretainedValue()
      return job.readPastRedirectBody(upTo: Int(downloaded)) ? 0 : 1
    }

    /// Checks a redirect's own body, `downloaded` bytes so far; `false` (and the transfer
    /// fails) past the cap, or once the transfer has ended.
    private func readPastRedirectBody(upTo downloaded: Int) -> Bool {
      // A body that is shown is refused in the body callback, a cancel removes the handle:
      // nothing to check here for it, on every chunk.
      guard isRedirect else { return true }
      guard downloaded <= maximumResponseSize else {
        transfer.fail(.responseTooLarge(limit: maximumResponseSize))
        return false
      }
      if downloaded > redirectBodyBytes {
        // Bytes are arriving: the idle timeout counts them as progress.
        redirectBodyBytes = downloaded
        transfer.noteProgress()
      }
      return !transfer.hasEnded
    }

    /// One header line of a response (status line, field, or the blank line that ends the
    /// block); `false` aborts the transfer.
    private func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Bool {
      let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      if line.hasPrefix("HTTP/") {
        // A new response: the first, the one after an interim 1xx, or a redirect's target.
        let parts = line.split(separator: " ", maxSplits: 2)
        statusCode = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        fields = [:]
        isRedirect = false
        redirectBodyBytes = 0
        return true
      }
      guard line.isEmpty else {
        guard let colon = line.firstIndex(of: ":") else { return true }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return true }
        // Repeated fields are one, comma-joined (RFC 9110, 5.3).
        fields[name] = fields[name].map { "\($0), \(value)" } ?? value
        return true
      }
      // The end of a header block.
      if hasFinalResponse || (100..<200).contains(statusCode) { return true }
      if (300..<400).contains(statusCode), statusCode != 304,
        let location = Transfer.field("Location", in: fields)
      {
        isRedirect = true
        // A location in another scheme (ftp:, file:, javascript:...) fails here, named,
        // before libcurl would refuse it with a code that says less.
        return transfer.redirect(toLocation: location, from: URL(string: url))
          && transfer.redirect()
      }
      let isChunked = Transfer.field("Transfer-Encoding", in: fields) != nil
      let announced =
        isChunked
        ? nil
        : Transfer.field("Content-Length", in: fields).flatMap {
          Int64($0)
        }
      hasFinalResponse = true
      return transfer.receive(
        statusCode: statusCode, headerFields: fields, announcedLength: announced ?? -1)
    }
  }
#endif
