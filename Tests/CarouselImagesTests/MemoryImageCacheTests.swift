import Foundation
import Testing

@testable import CarouselImages

@Suite struct MemoryImageCacheTests {
  func key(_ index: Int) -> ImageRequest.CacheKey {
    ImageRequest(
      url: testURL("https://example.com/\(index).jpg"),
      targetSize: PixelSize(width: 10, height: 10)
    ).cacheKey
  }

  /// An image costing `side * side * 4` bytes.
  func image(side: Int, shade: UInt8 = 0) -> DecodedImage {
    DecodedImage(
      width: side, height: side, pixels: [UInt8](repeating: shade, count: side * side * 4))
  }

  @Test func evictsLeastRecentlyUsedFirst() throws {
    // Room for three 400-byte images.
    let cache = MemoryImageCache(costLimit: 1200)
    for index in 0..<3 { cache.insert(image(side: 10), for: key(index)) }
    // Using image 0 makes image 1 the oldest.
    #expect(cache.image(for: key(0)) != nil)
    cache.insert(image(side: 10), for: key(3))
    #expect(cache.image(for: key(1)) == nil)
    for index in [0, 2, 3] { #expect(cache.image(for: key(index)) != nil) }
    #expect(cache.totalCost == 1200)
  }

  @Test func aBannerTakingMostOfTheLimitIsStillCached() throws {
    // A 1170 x 731 banner is 3.4 MB; with a 4 MB limit it is 86% of it: kept, evicting the rest.
    let cache = MemoryImageCache(costLimit: 4 << 20)
    cache.insert(image(side: 200), for: key(0))
    let banner = DecodedImage(
      width: 1170, height: 731, pixels: [UInt8](repeating: 9, count: 1170 * 731 * 4))
    #expect(cache.insert(banner, for: key(1)))
    #expect(cache.image(for: key(1)) == banner)
    #expect(cache.totalCost <= cache.costLimit)
  }

  @Test func anImageLargerThanTheWholeLimitIsRefused() throws {
    let cache = MemoryImageCache(costLimit: 1000)
    #expect(!cache.insert(image(side: 20), for: key(0)))
    #expect(cache.count == 0)
  }

  @Test func trimmingAndPurging() throws {
    let cache = MemoryImageCache(costLimit: 10_000)
    for index in 0..<5 { cache.insert(image(side: 10), for: key(index)) }
    cache.trim(toCost: 800)
    #expect(cache.count == 2)
    #expect(cache.image(for: key(4)) != nil && cache.image(for: key(3)) != nil)
    cache.costLimit = 400
    #expect(cache.count == 1)
    cache.removeAll()
    #expect(cache.count == 0 && cache.totalCost == 0)
  }

  @Test func replacingAnEntryCountsItsCostOnce() throws {
    let cache = MemoryImageCache(costLimit: 10_000)
    cache.insert(image(side: 10), for: key(0))
    cache.insert(image(side: 20), for: key(0))
    #expect(cache.count == 1 && cache.totalCost == 1600)
  }

  @Test func theLimitHoldsUnderConcurrentUse() async throws {
    let limit = 50_000
    let cache = MemoryImageCache(costLimit: limit)
    let keys = (0..<64).map { key($0) }
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<8 {
        group.addTask {
          var generator = SplitMix64(seed: UInt64(worker))
          for _ in 0..<500 {
            let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
            if Bool.random(using: &generator) {
              cache.insert(image(side: Int.random(in: 1...60, using: &generator)), for: key)
            } else {
              _ = cache.image(for: key)
            }
            #expect(cache.totalCost <= limit)
          }
        }
      }
    }
    #expect(cache.totalCost <= limit)
  }

  @Test func lruOrderIsExact() {
    // Model check against a plain array, with a seeded random walk.
    var generator = SplitMix64(seed: 7)
    print("LRU model seed 7")
    var cache = LRUCache<Int, Int>(costLimit: 10)
    var model: [(key: Int, cost: Int)] = []  // most recent first
    for _ in 0..<2000 {
      let key = Int.random(in: 0..<8, using: &generator)
      if Int.random(in: 0..<3, using: &generator) == 0 {
        let cost = Int.random(in: 1...4, using: &generator)
        cache.insert(key, for: key, cost: cost)
        model.removeAll { $0.key == key }
        model.insert((key, cost), at: 0)
        while model.map(\.cost).reduce(0, +) > 10 { model.removeLast() }
      } else {
        let hit = cache.value(for: key) != nil
        if let index = model.firstIndex(where: { $0.key == key }) {
          #expect(hit)
          model.insert(model.remove(at: index), at: 0)
        } else {
          #expect(!hit)
        }
      }
      #expect(cache.keysByRecency == model.map(\.key))
      #expect(cache.totalCost == model.map(\.cost).reduce(0, +))
    }
  }
}

/// What the cache keeps under memory pressure, and how it hears about it.
@Suite struct MemoryPressureTests {
  let memoryWarning = Notification.Name("test.memoryWarning")
  let background = Notification.Name("test.background")

  func key(_ index: Int) -> ImageRequest.CacheKey {
    ImageRequest(
      url: testURL("https://example.com/\(index).jpg"),
      targetSize: PixelSize(width: 10, height: 10)
    ).cacheKey
  }

  /// A 400-byte image.
  let image = DecodedImage(width: 10, height: 10, pixels: [UInt8](repeating: 0, count: 400))

  /// A cache of ten 400-byte images (4000 bytes, the whole limit), 0 the oldest.
  func fullCache(center: NotificationCenter? = nil) -> MemoryImageCache {
    let cache = MemoryImageCache(
      costLimit: 4000, memoryPressurePolicy: MemoryPressurePolicy(),
      notificationCenter: center ?? NotificationCenter(),
      notifications: [memoryWarning: .memoryWarning, background: .didEnterBackground])
    for index in 0..<10 { cache.insert(image, for: key(index)) }
    return cache
  }

  @Test func theDefaultPolicyEmptiesOnWarningsAndKeepsATenthInTheBackground() {
    let policy = MemoryPressurePolicy()
    #expect(policy.costKept(after: .memoryWarning, costLimit: 256 << 20) == 0)
    #expect(policy.costKept(after: .didEnterBackground, costLimit: 1000) == 100)
    #expect(policy.costKept(after: .didEnterBackground, costLimit: 999) == 99)
  }

  @Test func fractionsOutsideZeroToOneAreClamped() {
    for (fraction, kept) in [(-1.0, 0), (0, 0), (0.5, 500), (1, 1000), (7, 1000), (.nan, 0)] {
      let policy = MemoryPressurePolicy(
        fractionKeptOnMemoryWarning: fraction, fractionKeptInBackground: fraction)
      for event in MemoryPressureEvent.allCases {
        #expect(policy.costKept(after: event, costLimit: 1000) == kept, "\(fraction)")
      }
    }
    #expect(MemoryPressurePolicy().costKept(after: .didEnterBackground, costLimit: -5) == 0)
  }

  @Test func enteringTheBackgroundKeepsTheMostRecentlyUsedTenth() {
    // Given a full cache in which image 3 was just used
    let cache = fullCache()
    _ = cache.image(for: key(3))
    // When the app enters the background
    cache.respond(to: .didEnterBackground)
    // Then a tenth of the limit is left: the most recently used image
    #expect(cache.totalCost <= 400)
    #expect(cache.count == 1)
    #expect(cache.image(for: key(3)) != nil)
    // And the limit itself is unchanged: the cache fills again on return
    #expect(cache.costLimit == 4000)
    for index in 0..<10 { cache.insert(image, for: key(index)) }
    #expect(cache.count == 10)
  }

  @Test func aMemoryWarningEmptiesTheCacheAsThePolicySays() {
    let cache = fullCache()
    cache.respond(to: .memoryWarning)
    #expect(cache.count == 0 && cache.totalCost == 0)
    // A policy keeping half keeps the five most recent
    for index in 0..<10 { cache.insert(image, for: key(index)) }
    cache.memoryPressurePolicy = MemoryPressurePolicy(fractionKeptOnMemoryWarning: 0.5)
    cache.respond(to: .memoryWarning)
    #expect(cache.count == 5)
    #expect((5..<10).allSatisfy { cache.image(for: key($0)) != nil })
  }

  @Test func theCacheAnswersTheNotificationsItObserves() {
    // Given a full cache observing a notification center
    let center = NotificationCenter()
    let cache = fullCache(center: center)
    // When the background notification is posted
    center.post(name: background, object: nil)
    // Then the cache keeps a tenth
    #expect(cache.count == 1)
    // And a memory warning empties it
    center.post(name: memoryWarning, object: nil)
    #expect(cache.count == 0)
    // And other notifications do nothing
    cache.insert(image, for: key(0))
    center.post(name: Notification.Name("test.other"), object: nil)
    #expect(cache.count == 1)
  }

  @Test func observingDoesNotKeepTheCacheAlive() {
    // Given a cache observing a center, released
    let center = NotificationCenter()
    weak var released: MemoryImageCache?
    do {
      let cache = fullCache(center: center)
      released = cache
      #expect(released != nil)
    }
    // Then it is gone, and the center can still post
    #expect(released == nil)
    center.post(name: memoryWarning, object: nil)
    center.post(name: background, object: nil)
  }

  @Test func onlyUIKitPlatformsHaveSystemNotifications() {
    #if canImport(UIKit) && !os(watchOS)
      #expect(
        Set(MemoryPressureEvent.systemNotifications.values) == Set(MemoryPressureEvent.allCases))
    #else
      #expect(MemoryPressureEvent.systemNotifications.isEmpty)
    #endif
  }
}
