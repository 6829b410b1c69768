import Foundation

/// What HTTP said about a stored response: its validators and what its freshness is computed
/// from, kept with the entry on disk and with the picture in memory.
///
/// Freshness follows RFC 9111 for a private cache: the lifetime comes from `max-age`, else
/// `Expires` minus `Date` (both the server's clock, so a skewed clock does not matter), else
/// a heuristic: a tenth of the time since `Last-Modified`, at most an hour, as browsers do;
/// for a response with neither validators nor any of those, an hour (see
/// `heuristicLifetimeWithoutValidators`). The age comes from
/// `Date`, `Age` and the local request and response times (a `Date` far in the past makes a
/// response old at once). A response from a transport without HTTP (no status code) is
/// fresh until evicted, as every entry was before this type existed.
struct CachedResponseInfo: Sendable, Equatable {
  /// The caching header fields of the response, by their canonical names; `nil` for a
  /// transport without HTTP.
  var headerFields: [String: String]?
  /// When the request that produced the response was sent, by the local clock.
  var requestTime: Date
  /// When the response arrived, by the local clock.
  var responseTime: Date

  /// The header fields kept: the ones caching decisions read.
  static let storedFieldNames = [
    "Cache-Control", "Expires", "Date", "Age", "ETag", "Last-Modified", "Pragma", "Vary",
  ]
  /// The longest value kept for a field; a longer one (a hostile `ETag`) is dropped.
  static let maximumFieldLength = 1024
  /// The most a heuristic freshness lifetime may be, in seconds.
  static let heuristicLifetimeLimit = 3600.0
  /// How long a response with no freshness information and no validators (no `ETag`, no
  /// `Last-Modified`) stays fresh, in seconds: as long as the `Last-Modified` heuristic
  /// allows at most. Such a copy cannot be revalidated, so each check is a full download;
  /// asking every few seconds costs a phone its data for a picture that, published without
  /// any caching headers, is almost never replaced in place. A response with an `ETag` only
  /// stays fresh for no time: checking it costs a 304.
  static let heuristicLifetimeWithoutValidators = heuristicLifetimeLimit

  /// Keeps the caching fields of a response.
  ///
  /// - Parameters:
  ///   - statusCode: `nil` for a transport without HTTP.
  ///   - headerFields: The response's header fields, any capitalisation.
  init(statusCode: Int?, headerFields: [String: String], requestTime: Date, responseTime: Date) {
    self.requestTime = requestTime
    self.responseTime = responseTime
    guard statusCode != nil else {
      self.headerFields = nil
      return
    }
    self.headerFields = Self.caching(headerFields)
  }

  private init(headerFields: [String: String]?, requestTime: Date, responseTime: Date) {
    self.headerFields = headerFields
    self.requestTime = requestTime
    self.responseTime = responseTime
  }

  /// The fields of `fields` that caching reads, under their canonical names, without values
  /// that are too long or hold control characters.
  static func caching(_ fields: [String: String]) -> [String: String] {
    var kept: [String: String] = [:]
    for (name, value) in fields {
      guard
        let canonical = storedFieldNames.first(where: {
          $0.caseInsensitiveCompare(name) == .orderedSame
        }),
        value.utf8.count <= maximumFieldLength,
        value.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
      else { continue }
      kept[canonical] = value.trimmingCharacters(in: .whitespaces)
    }
    return kept
  }

  /// Whether the response came over HTTP (and so has caching semantics).
  var isHTTP: Bool { headerFields != nil }

  /// The `Cache-Control` directives.
  var cacheControl: CacheControl { CacheControl(headerFields?["Cache-Control"]) }

  /// The `ETag`, for `If-None-Match`.
  var entityTag: String? { headerFields?["ETag"] }

  /// The `Last-Modified` value as sent, for `If-Modified-Since`.
  var lastModified: String? { headerFields?["Last-Modified"] }

  /// Whether the response may be written to disk: not `no-store`, not `Vary: *`.
  var isStorable: Bool {
    guard isHTTP else { return true }
    return !cacheControl.isNoStore && headerFields?["Vary"]?.contains("*") != true
  }

  /// Whether the response must be revalidated before each use (`no-cache`, or `Pragma:
  /// no-cache` without `Cache-Control`).
  var requiresValidation: Bool {
    guard let headerFields else { return false }
    if cacheControl.isNoCache { return true }
    return headerFields["Cache-Control"] == nil
      && headerFields["Pragma"]?.lowercased().contains("no-cache") == true
  }

  /// The header fields that make a request conditional on this response: `If-None-Match`
  /// with the `ETag`, `If-Modified-Since` with the `Last-Modified` date; empty without them.
  var conditionalHeaderFields: [String: String] {
    var fields: [String: String] = [:]
    if let entityTag { fields["If-None-Match"] = entityTag }
    if let lastModified { fields["If-Modified-Since"] = lastModified }
    return fields
  }

  /// The server's `Date`, or the local response time without a valid one.
  private var dateValue: Date {
    headerFields?["Date"].flatMap(HTTPDate.parse) ?? responseTime
  }

  /// How long the response is fresh, in seconds.
  var freshnessLifetime: Double {
    guard let headerFields else { return .infinity }
    if let maximumAge = cacheControl.maximumAge { return maximumAge }
    if let expires = headerFields["Expires"] {
      // An invalid date ("0", "-1") means already expired.
      guard let date = HTTPDate.parse(expires) else { return 0 }
      return max(0, date.timeIntervalSince(dateValue))
    }
    if let modified = lastModified.flatMap(HTTPDate.parse) {
      let unchangedFor = dateValue.timeIntervalSince(modified)
      return unchangedFor > 0 ? min(unchangedFor / 10, Self.heuristicLifetimeLimit) : 0
    }
    let hasValidators = entityTag != nil || lastModified != nil
    return hasValidators ? 0 : Self.heuristicLifetimeWithoutValidators
  }

  /// The response's age at `now`, in seconds (RFC 9111, section 4.2.3).
  func currentAge(at now: Date) -> Double {
    let apparentAge = max(0, responseTime.timeIntervalSince(dateValue))
    let responseDelay = max(0, responseTime.timeIntervalSince(requestTime))
    let ageValue = CacheControl.delta(headerFields?["Age"]) ?? 0
    let correctedInitialAge = max(apparentAge, ageValue + responseDelay)
    let residentTime = max(0, now.timeIntervalSince(responseTime))
    return correctedInitialAge + residentTime
  }

  /// Whether the response may be used at `now` without asking the server.
  func isFresh(at now: Date) -> Bool {
    guard isHTTP else { return true }
    return !requiresValidation && currentAge(at: now) < freshnessLifetime
  }

  /// Whether a stale copy may be used when revalidating it failed (offline, a server error):
  /// yes, unless `no-cache` or `must-revalidate` forbid it, or it is older than a
  /// `stale-if-error` allowance.
  func allowsStaleUse(afterErrorAt now: Date) -> Bool {
    let control = cacheControl
    guard isHTTP else { return true }
    if control.isNoCache || control.isMustRevalidate || requiresValidation { return false }
    guard let allowance = control.staleIfError else { return true }
    return currentAge(at: now) <= freshnessLifetime + allowance
  }

  /// The information after a `304 Not Modified`: its caching fields replace the stored ones
  /// (RFC 9111, section 4.3.4), and its times are the new ones. `Date` and `Age` belong to
  /// one response, so a 304 without them drops the old ones.
  func refreshed(with fields: [String: String], requestTime: Date, responseTime: Date)
    -> CachedResponseInfo
  {
    var merged = headerFields ?? [:]
    merged["Date"] = nil
    merged["Age"] = nil
    for (name, value) in Self.caching(fields) { merged[name] = value }
    return CachedResponseInfo(
      headerFields: merged, requestTime: requestTime, responseTime: responseTime)
  }

  /// Whether a 304 answered with these fields is about this response: its `ETag`, when both
  /// have one, is the same.
  func matches(notModifiedFields fields: [String: String]) -> Bool {
    guard let stored = entityTag, let answered = Self.caching(fields)["ETag"] else { return true }
    return Self.weakComparison(stored, answered)
  }

  /// Entity tags compared weakly (RFC 9110, section 8.8.3.2): `W/` ignored.
  private static func weakComparison(_ first: String, _ second: String) -> Bool {
    func opaque(_ tag: String) -> Substring {
      tag.hasPrefix("W/") ? tag.dropFirst(2) : Substring(tag)
    }
    return opaque(first) == opaque(second)
  }
}

extension CachedResponseInfo {
  /// The information as stored with a disk entry: UTF-8 lines `name: value`, then the times.
  func encoded() -> Data {
    var text = "@request: \(requestTime.timeIntervalSince1970)\n"
    text += "@response: \(responseTime.timeIntervalSince1970)\n"
    if let headerFields {
      for name in Self.storedFieldNames {
        if let value = headerFields[name] { text += "\(name): \(value)\n" }
      }
    } else {
      text += "@http: no\n"
    }
    return Data(text.utf8)
  }

  /// Reads what `encoded()` wrote; `nil` when it is not that.
  init?(encoded data: Data) {
    guard let text = String(data: data, encoding: .utf8) else { return nil }
    var request: Date?
    var response: Date?
    var fields: [String: String] = [:]
    var isHTTP = true
    for line in text.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = String(line[..<colon])
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch name {
      case "@request": request = Double(value).map(Date.init(timeIntervalSince1970:))
      case "@response": response = Double(value).map(Date.init(timeIntervalSince1970:))
      case "@http": isHTTP = value != "no"
      default: fields[name] = value
      }
    }
    guard let request, let response else { return nil }
    self.init(
      headerFields: isHTTP ? Self.caching(fields) : nil, requestTime: request,
      responseTime: response)
  }
}
