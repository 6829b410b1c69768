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
