#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import Combine
  import SwiftUI

  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  /// What a carousel or marquee view draws in one frame.
  struct CarouselFrame: Equatable {
    var slots: [CarouselSlot] = []
    /// The identities the slots' item indices refer to (the list the engine last loaded).
    var identities: [AnyHashable] = []
    var pageIndicator = CarouselPageIndicatorState(count: 0, currentPage: nil, progress: 0)
    var crossFade: CrossFade?
    var accessibility = CarouselAccessibilityState()
    var axis: CarouselAxis = .horizontal
    var layoutDirection: CarouselLayoutDirection = .leftToRight
    /// Whether the carousel can be seen (the host machine's signals): animated pictures play
    /// only then, the rule ticking follows.
    var isVisible = false
    /// Whether there is rotation for a stop/start control (auto-advance or drift), and
    /// whether the user stopped it (the control then starts it).
    var hasRotationControl = false
    var isRotationStopped = false

    /// The outgoing item of a Reduce Motion page change, fading out above the new one.
    struct CrossFade: Equatable {
      var outgoingItem: Int
      var alpha: Double
      var frame: CarouselRect
    }
  }

  /// The frames of a carousel, observed by the view that draws them (and only by it: the
  /// view that owns the model and its data is not re-evaluated on every frame).
  @MainActor
  final class CarouselFrameStore: ObservableObject {
    @Published var frame = CarouselFrame()
  }

  /// What the app gave the view in its latest update: read by the model when the engine
  /// reports, so callbacks and titles are never those of an earlier update.
  @MainActor
  struct CarouselViewInputs {
    /// The app's binding, written when the current item changes.
    var selection: Binding<Int>?
    /// Called when the user selects an item (with an index into the current data).
    var onSelect: ((Int) -> Void)?
    /// Called with each viewable impression, when measured.
    var onImpression: ((CarouselImpression) -> Void)?
    /// Called with the continuous position whenever the content moves.
    var onScroll: ((Double) -> Void)?
    /// Called with the item the content comes to rest on.
    var onScrollEnd: ((Int) -> Void)?
    /// The title of an item of the current data, for the accessibility value.
    var title: ((Int) -> String?)?
  }

  /// The engine's host for a SwiftUI view: owns the driver, publishes a frame whenever the
  /// engine moves (the display link runs only while it does), and keeps a selection binding
  /// in step. It never publishes itself; its ``store`` does.
  @MainActor
  final class CarouselModel: ObservableObject, CarouselDriverOutput {
    let driver: CarouselDriver
    let store = CarouselFrameStore()

    /// The app's latest inputs; replaced on every update of the view, never published.
    var inputs = CarouselViewInputs() {
      didSet {
        let tracks = inputs.onImpression != nil
        guard driver.tracksImpressions != tracks else { return }
        // Set from the view's body: turning measuring on or off redraws, which must wait
        // until the update is over (publishing during an update is undefined in SwiftUI).
        Task { @MainActor [driver] in driver.tracksImpressions = tracks }
      }
    }
    /// The identities of the data the view holds now (may be ahead of the engine's for the
    /// moment between a data change and its reload).
    private(set) var currentIdentities: [AnyHashable]
    /// The identities the engine's item indices refer to.
    private(set) var identities: [AnyHashable]
    /// The position last reported to `onScroll`.
    /// The UIKit view behind the carousel, which knows what part of it is on screen.
    weak var probe: UIViewProbe?

    /// Creates a model.
    ///
    /// - Parameters:
    ///   - identities: The items' identities, in order.
    ///   - initialIndex: The item to show first.
    init(identities: [AnyHashable], initialIndex: Int?) {
      #if canImport(UIKit)
        let ticker: any CarouselTicking = DisplayLinkTicker()
      #else
        let ticker: any CarouselTicking = TimerTicker()
      #endif
      driver = CarouselDriver(itemCount: identities.count, ticker: ticker)
      self.identities = identities
      currentIdentities = identities
      driver.output = self
      if let initialIndex { driver.scroll(to: initialIndex, animated: false) }
    }

    // MARK: Inputs from the view

    /// The view was updated with this data: remembered at once (no publishing), so slots
    /// drawn before the engine reloads find their items by identity.
    ///
    /// - Returns: The identities to draw with: the engine's own list when nothing changed,
    ///   so comparing them on every frame costs nothing.
    func viewDidUpdate(identities newIdentities: [AnyHashable]) -> [AnyHashable] {
      if newIdentities == identities {
        currentIdentities = identities
      } else {
        currentIdentities = newIdentities
      }
      return currentIdentities
    }

    /// The items changed: the engine reloads, the current item stays current by identity.
    func update(identities newIdentities: [AnyHashable]) {
      currentIdentities = newIdentities
      guard newIdentities != identities else { return }
      let old = identities
      identities = newIdentities
      driver.reload(identities: newIdentities, previousIdentities: old)
    }

    /// The app changed the selection binding.
    func selectionChanged(to value: Int) {
      // The driver tells the app's request from an echo of what the carousel reported.
      driver.appSelected(value)
    }

    /// The index into the current data of an item the engine names, or nil when the data no
    /// longer has it.
    func currentIndex(ofEngineItem index: Int) -> Int? {
      CarouselItemLookup(laidOut: identities, current: currentIdentities)
        .currentIndex(forLaidOutIndex: index)
    }

    // MARK: CarouselDriverOutput

    func carouselDriverDidUpdate(_ driver: CarouselDriver) {
      let engine = driver.engine
      var next = CarouselFrame()
      next.slots = engine.slots
      next.identities = identities
      next.pageIndicator = engine.pageIndicator
      next.accessibility = driver.accessibilityState
      next.axis = engine.configuration.axis
      next.layoutDirection = engine.configuration.layoutDirection
      next.isVisible = driver.hostState.isVisible
      next.hasRotationControl = engine.hasRotationControl
      next.isRotationStopped = engine.isRotationStoppedByUser
      if let fade = engine.crossFade {
        let current = engine.slots.min { abs($0.progress) < abs($1.progress) }
        next.crossFade = CarouselFrame.CrossFade(
          outgoingItem: fade.outgoingItem, alpha: fade.alpha,
          frame: current?.frame ?? CarouselRect(origin: .zero, size: engine.viewportSize))
      }
      if next != store.frame { store.frame = next }
    }

    func carouselDriver(_ driver: CarouselDriver, didEmit event: CarouselHostEvent) {
      switch event {
      case .currentIndexChanged(let engineIndex):
        guard let engineIndex, let index = currentIndex(ofEngineItem: engineIndex),
          let selection = inputs.selection, selection.wrappedValue != index
        else { return }
        selection.wrappedValue = index
      case .itemSelected(let index):
        if let index = currentIndex(ofEngineItem: index) { inputs.onSelect?(index) }
      case .announcement(let text):
        Self.announce(text)
      case .autoAdvanceChanged:
        store.frame.accessibility = driver.accessibilityState
      case .scrollProgress(let position):
        inputs.onScroll?(position)
      case .impression(let impression):
        inputs.onImpression?(impression)
      case .scrollingEnded(let engineIndex):
        if let engineIndex, let index = currentIndex(ofEngineItem: engineIndex) {
          inputs.onScrollEnd?(index)
        }
      case .scrollAnimationEnded:
        break
      }
    }

    /// The part of the carousel on screen (clipped by enclosing scroll views and the window),
    /// for impressions; the whole viewport where no UIKit view can tell.
    func carouselDriverVisibleRect(_ driver: CarouselDriver) -> CarouselRect? {
      #if canImport(UIKit)
        if let probe { return probe.carouselVisibleRect().map(CarouselRect.init) }
      #endif
      return CarouselRect(origin: .zero, size: driver.engine.viewportSize)
    }

    func carouselDriver(_ driver: CarouselDriver, titleForItemAt index: Int) -> String? {
      currentIndex(ofEngineItem: index).flatMap { inputs.title?($0) }
    }

    /// Tells the screen reader about a page the user moved to.
    static func announce(_ text: String) {
      #if os(iOS) || os(visionOS)
        UIAccessibility.post(notification: .pageScrolled, argument: text)
      #elseif canImport(AppKit)
        guard let window = NSApp?.mainWindow else { return }
        NSAccessibility.post(
          element: window, notification: .announcementRequested,
          userInfo: [
            .announcement: text, .priority: NSAccessibilityPriorityLevel.high.rawValue,
          ])
      #endif
    }
  }
#endif
