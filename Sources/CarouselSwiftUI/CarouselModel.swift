#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import Combine
  import SwiftUI

  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  /// What a carousel or marquee view draws: the machine's frame, with the identities its item
  /// indices refer to.
  struct CarouselDrawing: Equatable {
    var frame = CarouselFrame()
    /// The identities the frame's item indices refer to (the list the engine last loaded).
    var identities: [AnyHashable] = []
  }

  /// The frames of a carousel, observed by the view that draws them (and only by it: the
  /// view that owns the model and its data is not re-evaluated on every frame).
  @MainActor
  final class CarouselFrameStore: ObservableObject {
    @Published var drawing = CarouselDrawing()
  }

  /// What the app gave the view in its latest update: read by the model when the machine
  /// reports, so callbacks are never those of an earlier update.
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
  }

  /// The machine's host for a SwiftUI view: owns the driver, publishes each frame the
  /// machine draws (the display link runs only while something moves), keeps a selection
  /// binding in step and calls the app back. It never publishes itself; its ``store`` does.
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
    /// The identities the engine laid its items out from, and those of the data the view
    /// holds now (ahead of the engine's between a data change and its reload).
    private var tracker: CarouselIdentityTracker
    /// The identities the engine's item indices refer to.
    var identities: [AnyHashable] { tracker.identities }
    /// The times slides gave themselves (`.autoAdvanceInterval(_:)`), by item identity.
    private var slideIntervals = CarouselSlideIntervals()

    /// The items' own times, for the configuration.
    var itemIntervals: [Double?] { slideIntervals.intervals(for: identities) }

    /// A slide said its time on screen (nil: none of its own): the engine has it at once.
    ///
    /// - Parameters:
    ///   - seconds: The time, or nil.
    ///   - engineItem: The slide's item, as the engine names it.
    func slideIntervalChanged(_ seconds: Double?, forEngineItem engineItem: Int) {
      let identity = identities.carouselElement(atOffset: engineItem)
      guard slideIntervals.set(seconds, forIdentity: identity) else { return }
      var configuration = driver.engine.configuration
      configuration.itemIntervals = itemIntervals
      driver.setConfiguration(configuration)
    }
    /// Counts the app's updates of the view (its data, its closures): a slide's content is
    /// evaluated again when this or its item changes, never for the motion alone.
    private(set) var contentGeneration = 0
    /// The UIKit view behind the carousel, which knows what part of it is on screen.
    weak var probe: UIViewProbe?

    /// Creates a model.
    ///
    /// - Parameters:
    ///   - identities: The items' identities, in order.
    ///   - initialIndex: The item to show first.
    /// Follows Low Power Mode and Low Data Mode.
    private let savingModes: CarouselSavingModesObserver

    init(identities: [AnyHashable], initialIndex: Int?) {
      #if canImport(UIKit)
        let ticker: any CarouselTicking = DisplayLinkTicker()
      #else
        let ticker: any CarouselTicking = TimerTicker()
      #endif
      let driver = CarouselDriver(ticker: ticker)
      self.driver = driver
      tracker = CarouselIdentityTracker(identities: identities)
      // Low Power Mode and Low Data Mode: videos show their posters.
      savingModes = CarouselSavingModesObserver { [weak driver] in driver?.signals.read($0) }
      driver.signals.read(savingModes.modes)
      driver.output = self
      driver.reload(identities: identities)
      if let initialIndex { driver.scroll(to: initialIndex, animated: false) }
    }

    // MARK: Inputs from the view

    /// The view was updated with this data: remembered at once (no publishing), so slots
    /// drawn before the engine reloads find their items by identity.
    ///
    /// - Returns: The identities to draw with: the engine's own list when nothing changed,
    ///   so comparing them on every frame costs nothing.
    func viewDidUpdate(identities newIdentities: [AnyHashable]) -> [AnyHashable] {
      contentGeneration &+= 1
      return tracker.viewDidUpdate(identities: newIdentities)
    }

    /// The items changed: the engine reloads, the current item stays current by identity.
    func update(identities newIdentities: [AnyHashable]) {
      tracker.update(identities: newIdentities) { [driver] in driver.reload(identities: $0) }
    }

    /// The app changed the selection binding.
    func selectionChanged(to value: Int) {
      // The machine tells the app's request from an echo of what the carousel reported.
      driver.appSelected(value)
    }

    /// The index into the current data of an item the engine names, or nil when the data no
    /// longer has it.
    func currentIndex(ofEngineItem index: Int) -> Int? {
      tracker.currentIndex(ofEngineItem: index)
    }

    // MARK: CarouselDriverOutput

    func carouselDriver(_ driver: CarouselDriver, draw frame: CarouselFrame) {
      let drawing = CarouselDrawing(frame: frame, identities: identities)
      if drawing != store.drawing { store.drawing = drawing }
    }

    func carouselDriver(_ driver: CarouselDriver, didEmit event: CarouselEvent) {
      eventRouter.deliver(event)
    }

    /// Where the machine's events go: the app's latest inputs, with the engine's item indices
    /// turned into indices of the data the view holds now.
    private lazy var eventRouter: CarouselEventRouter = {
      var router = CarouselEventRouter()
      router.itemIndex = { [weak self] in self?.currentIndex(ofEngineItem: $0) }
      router.currentIndexChanged = { [weak self] index in
        guard let selection = self?.inputs.selection, selection.wrappedValue != index else {
          return
        }
        selection.wrappedValue = index
      }
      router.itemSelected = { [weak self] in self?.inputs.onSelect?($0) }
      router.scrollingEnded = { [weak self] in self?.inputs.onScrollEnd?($0) }
      router.scrolled = { [weak self] in self?.inputs.onScroll?($0) }
      router.impression = { [weak self] in self?.inputs.onImpression?($0) }
      router.announcement = { Self.announce($0) }
      return router
    }()

    /// The part of the slides on screen (clipped by enclosing scroll views and the window),
    /// for impressions; all of them where no UIKit view can tell.
    func carouselDriverVisibleRect(_ driver: CarouselDriver) -> CarouselRect? {
      #if canImport(UIKit)
        if let probe {
          return probe.carouselVisibleRect().map(CarouselRect.init).map {
            // The probe covers the whole carousel; the machine wants the slides' part.
            let slides = driver.frame.slidesFrame
            return CarouselRect(
              x: $0.minX - slides.minX, y: $0.minY - slides.minY, width: $0.size.width,
              height: $0.size.height)
          }
        }
      #endif
      return CarouselRect(origin: .zero, size: driver.frame.slidesFrame.size)
    }

    /// Tells the screen reader about a page the user moved to.
    static func announce(_ text: String) {
      #if os(iOS) || os(tvOS) || os(visionOS)
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
