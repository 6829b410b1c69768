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
  }
}
