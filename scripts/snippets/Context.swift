// What the platform-neutral snippets of the README and the DocC catalogs take for granted: the
// app's own data, clock, views and callbacks around the carousel, and the values an earlier
// block of the same page made (`engine`, `configuration`, `tracker`). Placeholders only: every
// carousel type a snippet names comes from the package itself. scripts/snippets.py compiles
// this file with the generated snippets.

import CarouselCore
import CarouselImages
import Foundation

/// The type whose methods run a snippet's statements (scripts/snippets.py).
@MainActor class SnippetContext {}

// The app's data.
struct Banner: Identifiable, Sendable {
  let id: Int
  let title: String
  let imageURL: URL
}
let banners: [Banner] = []
let titles: [String] = []
let title = "Summer sale"
let count = 10
let bannerURL = URL(fileURLWithPath: "/banners/summer.jpg")
let heroURL = URL(fileURLWithPath: "/banners/hero.jpg")
let bannerURLs = [bannerURL, heroURL]
let urls = bannerURLs
let cachesURL = URL(fileURLWithPath: "/caches")

// Time, in seconds as the engine counts them, and input, as the platform reports it.
struct AppClock {
  var now: Double { 0 }
}
let clock = AppClock()
let t = 0.0
let now = 0.0
let frameTime = 1.0 / 60
let point = CarouselPoint(x: 120, y: 40)
let tap = point
let touch = point
let fingerVelocity = CarouselPoint(x: -800, y: 0)

// What an earlier block on the same page made.
@MainActor var configuration = CarouselConfiguration()
@MainActor var engine = CarouselEngine(
  itemCount: 10, viewportSize: CarouselSize(width: 390, height: 130))
@MainActor var tracker = CarouselImpressionTracker()
let carouselSize = CarouselSize(width: 390, height: 160)

// The host's views and state.
let visiblePartOfTheCarousel: CarouselRect? = CarouselRect(x: 0, y: 0, width: 390, height: 130)
let visiblePart = visiblePartOfTheCarousel
let appIsActive = true
let screenScale = 3.0
let loaded: Set<Int> = []
let loadedItems = loaded
let item = 0
let current = 0
let slotID = 0
let slotPixels = PixelSize(width: 1170, height: 390)
let placeholder: DecodedImage? = nil
let frame = CarouselFrame()

/// A slot's view in a host of one's own.
@MainActor final class SlotView {
  var image: DecodedImage?
  func clear() {}
  func showPlaceholder() {}
  func show(_ image: DecodedImage) {}
  func showFailure(_ error: ImageError) {}
}
@MainActor let views = [SlotView()]

// The host's reactions.
@MainActor func apply(_ plan: CarouselTickPlan) {}
@MainActor func schedule(_ plan: CarouselTickPlan) {}
@MainActor func draw(_ frame: CarouselFrame) {}
@MainActor func place(_ slots: [CarouselSlot]) {}
@MainActor func place(_ slot: CarouselSlot) {}
@MainActor func handle(_ event: CarouselEvent) {}
@MainActor func draw(_ dot: PageIndicatorLayout.Dot) {}
@MainActor func onSelect(_ index: Int) {}
@MainActor func announce(_ item: Int) {}
@MainActor func say(_ text: String) {}
@MainActor func reload(itemsShowing url: URL) {}

/// The app's analytics.
@MainActor struct Analytics {
  func record(item: Int, after duration: Double) {}
}
@MainActor let analytics = Analytics()
