import Foundation
import Testing

@testable import CarouselImages

/// What HTTP says about a stored response, computed from its header fields and local times
/// given explicitly: dates, Cache-Control, freshness and age (RFC 9111), validators.
@Suite struct HTTPFreshnessTests {
  /// 2025-03-01 12:00:00 UTC.
  let start = Date(timeIntervalSince1970: 1_740_830_400)

  func info(
    _ fields: [String: String], statusCode: Int? = 200, requestDelay: Double = 0
  ) -> CachedResponseInfo {
    CachedResponseInfo(
      statusCode: statusCode, headerFields: fields,
      requestTime: start.addingTimeInterval(-requestDelay), responseTime: start)
  }

  func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

  @Test func theThreeDateFormatsAreOneInstant() {
    let expected = Date(timeIntervalSince1970: 784_111_777)
    #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == expected)
    #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == expected)
    #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == expected)
    #expect(HTTPDate.format(expected) == "Sun, 06 Nov 1994 08:49:37 GMT")
    #expect(HTTPDate.parse(HTTPDate.format(start)) == start)
    for text in ["0", "-1", "", "yesterday", "Sun, 06 Nov 1994 25:49:37 GMT", "Sun, 06 Foo 1994"] {
      #expect(HTTPDate.parse(text) == nil, "\(text)")
    }
  }

  @Test func cacheControlIsReadLeniently() {
    let control = CacheControl("Max-Age=60, no-cache=\"Set-Cookie, Foo\", MUST-revalidate")
    #expect(control.maximumAge == 60 && control.isNoCache && control.isMustRevalidate)
    #expect(!control.isNoStore)
    #expect(CacheControl("max-age=\"120\"").maximumAge == 120)
    #expect(CacheControl("public, no-store").isNoStore)
    // Malformed or conflicting max-age: stale.
    #expect(CacheControl("max-age=-1").maximumAge == 0)
    #expect(CacheControl("max-age=1.5").maximumAge == 0)
    #expect(CacheControl("max-age=60, max-age=3600").maximumAge == 0)
    #expect(CacheControl("max-age=99999999999999999999").maximumAge == CacheControl.largestDelta)
    #expect(CacheControl("stale-if-error=300").staleIfError == 300)
    #expect(CacheControl(nil) == CacheControl(""))
  }

  @Test func maxAgeCountsFromTheResponse() {
    let response = info(["Cache-Control": "max-age=60"])
    #expect(response.isFresh(at: at(59)))
    #expect(!response.isFresh(at: at(61)))
    // s-maxage is for shared caches: this private one goes by max-age.
    #expect(!info(["Cache-Control": "s-maxage=3600, max-age=0"]).isFresh(at: at(1)))
  }

  @Test func ageAndTheRequestsDelayMakeAResponseOlder() {
    let aged = info(["Cache-Control": "max-age=60", "Age": "50"], requestDelay: 5)
    #expect(aged.currentAge(at: at(0)) == 55)
    #expect(aged.isFresh(at: at(4)) && !aged.isFresh(at: at(6)))
  }

  @Test func expiresIsMeasuredAgainstTheServersOwnDate() {
    // A server clock a year ahead: Expires minus Date is still one minute.
    let ahead = start.addingTimeInterval(365 * 86_400)
    let skewed = info([
      "Date": HTTPDate.format(ahead), "Expires": HTTPDate.format(ahead.addingTimeInterval(60)),
    ])
    #expect(skewed.freshnessLifetime == 60)
    #expect(skewed.isFresh(at: at(59)) && !skewed.isFresh(at: at(61)))
    // A Date far in the past makes the response old at once, whatever max-age says.
    let behind = info([
      "Date": HTTPDate.format(start.addingTimeInterval(-86_400)), "Cache-Control": "max-age=3600",
    ])
    #expect(!behind.isFresh(at: at(0)))
    // An Expires that is not a date means already expired.
    #expect(info(["Expires": "0"]).freshnessLifetime == 0)
  }

  @Test func withoutExplicitFreshnessLastModifiedGivesAShortHeuristic() {
    let tenMinutes = info([
      "Date": HTTPDate.format(start),
      "Last-Modified": HTTPDate.format(start.addingTimeInterval(-600)),
    ])
    #expect(tenMinutes.freshnessLifetime == 60)
    let old = info([
      "Date": HTTPDate.format(start),
      "Last-Modified": HTTPDate.format(start.addingTimeInterval(-100 * 86_400)),
    ])
    #expect(old.freshnessLifetime == CachedResponseInfo.heuristicLifetimeLimit)
  }

  @Test func withoutValidatorsOrFreshnessACopyIsKeptAnHour() {
    // Nothing to revalidate with: each check would download the picture again.
    let bare = info(["Date": HTTPDate.format(start)])
    #expect(bare.freshnessLifetime == CachedResponseInfo.heuristicLifetimeWithoutValidators)
    #expect(bare.isFresh(at: at(3599)) && !bare.isFresh(at: at(3601)))
    #expect(info([:]).isFresh(at: at(0)))
    // A validator makes a check cheap (a 304): such a copy is checked each time.
    #expect(info(["ETag": "\"a\""]).freshnessLifetime == 0)
    #expect(info(["Last-Modified": "not a date"]).freshnessLifetime == 0)
    // Explicit freshness and explicit demands to check win over the heuristic.
    #expect(info(["Cache-Control": "max-age=0"]).freshnessLifetime == 0)
    #expect(info(["Expires": "0"]).freshnessLifetime == 0)
    #expect(!info(["Cache-Control": "no-cache"]).isFresh(at: at(0)))
    #expect(!info(["Pragma": "no-cache"]).isFresh(at: at(0)))
  }

  @Test func aTransportWithoutHTTPIsFreshUntilEvicted() {
    let plain = info(["Cache-Control": "no-store"], statusCode: nil)
    #expect(!plain.isHTTP && plain.isStorable && plain.isFresh(at: at(1e9)))
    #expect(plain.conditionalHeaderFields.isEmpty)
  }

  @Test func noCacheNoStoreAndMustRevalidate() {
    let noCache = info(["Cache-Control": "no-cache, max-age=3600"])
    #expect(noCache.requiresValidation && !noCache.isFresh(at: at(0)))
    #expect(!noCache.allowsStaleUse(afterErrorAt: at(10)))
    #expect(info(["Pragma": "no-cache"]).requiresValidation)
    #expect(!info(["Pragma": "no-cache", "Cache-Control": "max-age=60"]).requiresValidation)
    #expect(!info(["Cache-Control": "no-store"]).isStorable)
    #expect(!info(["Vary": "*"]).isStorable)
    #expect(info(["Vary": "Accept-Encoding"]).isStorable)
    let strict = info(["Cache-Control": "max-age=60, must-revalidate"])
    #expect(!strict.allowsStaleUse(afterErrorAt: at(120)))
    let lenient = info(["Cache-Control": "max-age=60"])
    #expect(lenient.allowsStaleUse(afterErrorAt: at(1e6)))
    let bounded = info(["Cache-Control": "max-age=60, stale-if-error=100"])
    #expect(bounded.allowsStaleUse(afterErrorAt: at(150)))
    #expect(!bounded.allowsStaleUse(afterErrorAt: at(170)))
  }

  @Test func validatorsMakeTheRequestConditional() {
    let response = info(["etag": "\"v1\"", "LAST-MODIFIED": "Sun, 06 Nov 1994 08:49:37 GMT"])
    #expect(
      response.conditionalHeaderFields == [
        "If-None-Match": "\"v1\"", "If-Modified-Since": "Sun, 06 Nov 1994 08:49:37 GMT",
      ])
    #expect(response.matches(notModifiedFields: ["ETag": "W/\"v1\""]))
    #expect(response.matches(notModifiedFields: [:]))
    #expect(!response.matches(notModifiedFields: ["ETag": "\"v2\""]))
  }

  @Test func aNotModifiedResponseRefreshesTheFreshness() {
    let stored = info([
      "ETag": "\"v1\"", "Cache-Control": "max-age=60", "Date": HTTPDate.format(start),
      "Age": "30",
    ])
    let later = at(1000)
    let refreshed = stored.refreshed(
      with: ["Cache-Control": "max-age=120", "Content-Length": "999"], requestTime: later,
      responseTime: later)
    // The 304's fields replace the stored ones; its missing Date and Age are not the old ones.
    #expect(refreshed.headerFields?["Cache-Control"] == "max-age=120")
    #expect(refreshed.headerFields?["Date"] == nil && refreshed.headerFields?["Age"] == nil)
    #expect(refreshed.headerFields?["Content-Length"] == nil)
    #expect(refreshed.entityTag == "\"v1\"")
    #expect(refreshed.isFresh(at: later.addingTimeInterval(119)))
    #expect(!refreshed.isFresh(at: later.addingTimeInterval(121)))
  }

  @Test func hostileValuesAreNotKept() {
    let response = info([
      "ETag": String(repeating: "x", count: 5000), "Last-Modified": "Sun\u{0}, 06 Nov",
      "Cache-Control": "max-age=60",
    ])
    #expect(response.entityTag == nil && response.lastModified == nil)
    #expect(response.freshnessLifetime == 60)
  }

  @Test func theInformationSurvivesTheDisk() {
    for original in [
      info(["ETag": "\"a:b\"", "Cache-Control": "max-age=60", "Date": HTTPDate.format(start)]),
      info([:], statusCode: nil),
    ] {
      #expect(CachedResponseInfo(encoded: original.encoded()) == original)
    }
    #expect(CachedResponseInfo(encoded: Data("garbage".utf8)) == nil)
    #expect(CachedResponseInfo(encoded: Data()) == nil)
  }
}
