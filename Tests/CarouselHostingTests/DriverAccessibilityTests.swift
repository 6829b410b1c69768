import CarouselCore
import Testing

@testable import CarouselHosting

@MainActor
@Suite struct DriverAccessibilityTests {
  @Test func theValueNamesThePositionAndTheTitle() {
    let (host, ticker) = makeBanner(interval: nil)
    host.titles = ["Summer sale", "", "", "New arrivals", "Gift cards"]
    #expect(host.driver.frame.accessibility.value == "Item 1 of 5, Summer sale")
    host.driver.scroll(to: 1, animated: false)
    #expect(host.driver.frame.accessibility.value == "Item 2 of 5")
    host.driver.scroll(to: 2, animated: false)
    #expect(host.driver.frame.accessibility.value == "Item 3 of 5")
    host.driver.scroll(to: 3, animated: false)
    ticker.run(for: 1)
    #expect(host.driver.frame.accessibility.value == "Item 4 of 5, New arrivals")
  }

  @Test func theWordingCanBeLocalised() {
    let (host, _) = makeBanner(interval: nil)
    var strings = CarouselAccessibilityStrings()
    strings.itemTemplate = "Bild {index} von {count}"
    host.driver.setAccessibilityStrings(strings)
    #expect(host.driver.frame.accessibility.value == "Bild 1 von 5")
  }

  @Test func incrementMovesOneItemStopsRotationAndItsValueNamesTheDestinationAtOnce() {
    let (host, ticker) = makeBanner()
    host.titles = ["A", "B", "C", "D", "E"]
    host.driver.signals.isVoiceOverRunning = true
    host.driver.signals.isAccessibilityFocused = true
    // When VoiceOver increments, it reads the value as soon as the action returns
    host.driver.accessibilityIncrement()
    #expect(host.driver.frame.accessibility.value == "Item 2 of 5, B")
    ticker.run(for: 1)
    #expect(host.driver.engine.currentIndex == 1)
    #expect(host.driver.isRotationStopped)
    // Then nothing is announced on top: VoiceOver already read the new value
    #expect(host.announcements.isEmpty)
    // Focus leaves: rotation stays stopped (WCAG 2.2.2)
    host.driver.signals.isAccessibilityFocused = false
    #expect(host.driver.frame.tickPlan == .idle)
    ticker.run(for: 30)
    #expect(host.driver.engine.currentIndex == 1)
    #expect(host.driver.frame.accessibility.rotationActionLabel == "Start automatic slide show")
    // Decrement goes back one and wraps; the value follows each action at once
    host.driver.accessibilityDecrement()
    #expect(host.driver.frame.accessibility.value == "Item 1 of 5, A")
    host.driver.accessibilityDecrement()
    #expect(host.driver.frame.accessibility.value == "Item 5 of 5, E")
    ticker.run(for: 2)
    #expect(host.driver.engine.currentIndex == 4)
    #expect(host.announcements.isEmpty)
  }

  @Test func aScrollGestureMovesAlongTheAxisAndAnnouncesThePageOnce() {
    let (host, ticker) = makeBanner()
    host.driver.signals.isVoiceOverRunning = true
    // A three-finger swipe that reveals what is to the right: the next item, left to right
    #expect(host.driver.accessibilityScroll(.right) == "Item 2 of 5")
    ticker.run(for: 1)
    #expect(host.driver.engine.currentIndex == 1)
    #expect(host.driver.isRotationStopped)
    // Across the axis: left to the enclosing scroll view
    #expect(host.driver.accessibilityScroll(.down) == nil)
    #expect(host.driver.accessibilityScroll(.previous) == "Item 1 of 5")
    ticker.run(for: 1)
    #expect(host.driver.engine.currentIndex == 0)
    // The host posts the returned text; the driver adds no announcement of its own
    #expect(host.announcements.isEmpty)
  }

  @Test func scrollDirectionsFollowTheAxisAndTheLayoutDirection() {
    var configuration = CarouselConfiguration()
    let all: [CarouselAccessibilityScrollDirection] = [.right, .left, .up, .down, .next, .previous]
    func forward(_ configuration: CarouselConfiguration) -> [Bool?] {
      all.map { $0.isForward(along: configuration) }
    }
    #expect(forward(configuration) == [true, false, nil, nil, true, false])
    configuration.layoutDirection = .rightToLeft
    #expect(forward(configuration) == [false, true, nil, nil, true, false])
    configuration.axis = .vertical
    #expect(forward(configuration) == [nil, nil, false, true, true, false])
    configuration.layoutDirection = .leftToRight
    #expect(forward(configuration) == [nil, nil, false, true, true, false])
  }

  @Test func aScrollTowardAnEdgeIsTheDirectionOfThatSideInTheLayoutDirection() {
    // SwiftUI's Edge: top 0, leading 1, bottom 2, trailing 3
    let edges: [Int8] = [0, 1, 2, 3]
    let leftToRight = edges.map {
      CarouselAccessibilityScrollDirection(edge: $0, isRightToLeft: false)
    }
    let rightToLeft = edges.map {
      CarouselAccessibilityScrollDirection(edge: $0, isRightToLeft: true)
    }
    #expect(leftToRight == [.up, .left, .down, .right])
    #expect(rightToLeft == [.up, .right, .down, .left])
    #expect(CarouselAccessibilityScrollDirection(edge: 4, isRightToLeft: false) == nil)
    #expect(CarouselAccessibilityScrollDirection(edge: -1, isRightToLeft: false) == nil)
  }

  @Test func theViewAnnouncesThePageReachedAndOnlyWhenItMoved() {
    let (host, ticker) = makeBanner()
    var said: [String] = []
    // Toward the trailing edge in a right-to-left layout: revealing what is to the left, the
    // next item there
    let direction = CarouselAccessibilityScrollDirection(edge: 3, isRightToLeft: true)
    var configuration = host.driver.engine.configuration
    configuration.layoutDirection = .rightToLeft
    host.driver.setConfiguration(configuration)
    #expect(host.driver.accessibilityScroll(direction) { said.append($0) })
    ticker.run(for: 1)
    #expect(said == ["Item 2 of 5"])
    #expect(host.driver.engine.currentIndex == 1)
    // Across the axis, or a direction the platform does not name: nothing moves or is said
    #expect(!host.driver.accessibilityScroll(.up) { said.append($0) })
    #expect(!host.driver.accessibilityScroll(nil) { said.append($0) })
    #expect(said == ["Item 2 of 5"])
  }

  @Test func aScrollAtTheEndOfANonLoopingCarouselAnnouncesNothing() {
    let (host, _) = makeBanner(interval: nil)
    var configuration = host.driver.engine.configuration
    configuration.isLooping = false
    host.driver.setConfiguration(configuration)
    #expect(host.driver.accessibilityScroll(.left) == nil)
    #expect(host.driver.engine.currentIndex == 0)
  }

  @Test func automaticPageTurnsAreNeverAnnounced() {
    let (host, ticker) = makeBanner()
    host.driver.signals.isVoiceOverRunning = true
    ticker.run(for: 20)
    #expect(host.driver.engine.currentIndex == 4)
    #expect(host.announcements.isEmpty)
  }

  @Test func userSwipesAreAnnouncedOnlyWhenTheyChangeThePage() {
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.signals.isVoiceOverRunning = true
    // A short drag that springs back
    host.driver.swipe(by: -40, duration: 0.5, ticker: ticker)
    ticker.run(for: 2)
    #expect(host.announcements.isEmpty)
    host.driver.swipe(by: -250, ticker: ticker)
    ticker.run(for: 2)
    #expect(host.announcements == ["Item 2 of 5"])
  }

  @Test func nothingIsAnnouncedWithoutAScreenReader() {
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.accessibilityIncrement()
    ticker.run(for: 1)
    host.driver.swipe(by: -250, ticker: ticker)
    ticker.run(for: 2)
    #expect(host.driver.engine.currentIndex == 2)
    #expect(host.announcements.isEmpty)
  }

  @Test func activateSelectsTheCurrentItem() {
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.accessibilityIncrement()
    ticker.run(for: 1)
    #expect(host.driver.activateCurrentItem())
    #expect(host.selections == [1])
  }

  @Test func theRotationControlFollowsTheUsersChoice() {
    let (host, _) = makeBanner()
    #expect(host.driver.frame.accessibility.rotationActionLabel == "Stop automatic slide show")
    host.clearEvents()
    host.driver.toggleRotation()
    #expect(host.driver.isRotationStopped)
    #expect(host.events.contains(.autoAdvanceChanged(isRunning: false)))
    #expect(host.driver.frame.accessibility.rotationActionLabel == "Start automatic slide show")
    host.driver.toggleRotation()
    #expect(host.events.last == .autoAdvanceChanged(isRunning: true))
    // No control without rotation
    let (still, _) = makeBanner(interval: nil)
    #expect(still.driver.frame.accessibility.rotationActionLabel == nil)
  }

  @Test func onlyOneRealSlotIsExposedEvenWithTwoItems() {
    // Two items: both neighbours show the other item, in two different slots
    let (host, ticker) = makeBanner(count: 2, interval: nil) { $0.itemLength = .fraction(0.8) }
    ticker.run(for: 1)
    let state = host.driver.frame.accessibility
    let exposed = host.driver.engine.slots.filter { $0.id == state.exposedSlotID }
    #expect(exposed.count == 1)
    #expect(exposed.first?.itemIndex == 0)
    #expect(exposed.first?.visibleFraction == 1)
  }
}
