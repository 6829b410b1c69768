import CarouselCore

/// One `<infinite-carousel>` element: its host machine and the frames it hands the page.
///
/// Every decision the element makes goes through the ``CarouselHostMachine``: what its
/// surroundings pause, what it schedules, where the slides and the page dots go, whether a
/// press is a click or a drag, what the page is told. The page only feeds input, signals and
/// time in, and draws the frame that comes out (``write()``), carrying out its plan and
/// dispatching its events.
struct WebCarousel {
  /// The element's constants: about a pixel of travel before a mouse drags, ten for a finger
  /// (a resting finger wobbles), 60 Hz.
  static let options: CarouselHostMachine.Options = {
    var options = CarouselHostMachine.Options()
    options.mouseDragSlop = 1
    options.touchDragSlop = 10
    return options
  }()

  /// The host machine.
  var host: CarouselHostMachine
  /// The frame written by ``write()``: read by the page as a `Float64Array`.
  var output = OutputBuffer()
  /// The frames written by ``writePlan(step:maximumFrames:)``.
  var plan = OutputBuffer()
  /// The frame's words, written by ``write()`` when they change.
  var text = WebText()
  /// The slides' identities as the page numbered them at the last reload.
  private(set) var identities: [Int32] = []
  /// The element's languages, most preferred first.
  private var languages: [String] = []
  /// The page's own labels, by ``WireVocabulary/Label``.
  private var labels: [String] = []

  /// A carousel with no items and no size yet, its page dots over the slides. It counts as
  /// outside the document until the page says otherwise (``CarouselHostSignals/Signal/inWindow``).
  init(now: Double) {
    host = CarouselHostMachine(options: Self.options, now: now)
    host.setIndicator(.dots(.dots), now: now)
  }

  /// Frees the frames' memory (the carousel is gone).
  func deallocate() {
    output.deallocate()
    plan.deallocate()
    text.deallocate()
  }

  /// The slides now, by the identities the page gave them: a slide that stays stays current
  /// wherever slides were added, removed or moved around it; slides that share none with the
  /// ones before are new content, which opens on its first slide. The same slides again
  /// change nothing.
  mutating func reload(identities newIdentities: [Int32], now: Double) {
    host.reload(identities: newIdentities, previousIdentities: identities, now: now)
    identities = newIdentities
  }

  /// The languages of the element, most preferred first (BCP 47 tags): its words become the
  /// machine's accessibility wording in the first one shipped, or English, but for the labels
  /// the page gave (``setLabels(_:now:)``).
  mutating func setLanguages(_ languages: [String], now: Double) {
    self.languages = languages
    updateStrings(now: now)
  }

  /// The page's own labels, by ``WireVocabulary/Label`` (an empty one, or none, is the
  /// language's).
  mutating func setLabels(_ labels: [String], now: Double) {
    self.labels = labels
    updateStrings(now: now)
  }

  private mutating func updateStrings(now: Double) {
    var strings = CarouselAccessibilityStrings(localizedFor: languages)
    for (index, text) in labels.enumerated() where !text.isEmpty {
      WireVocabulary.Label(rawValue: index)?.write(text, into: &strings)
    }
    host.setAccessibilityStrings(strings, now: now)
  }
}
