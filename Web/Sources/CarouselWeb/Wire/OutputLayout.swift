import CarouselCore

/// Where each number of a frame is, and what the numbers mean: the frame
/// `Web/infinite-carousel.js` reads from linear memory as a `Float64Array`.
///
/// A frame is a ``Header`` of ``headerCount`` numbers, then ``slotStride`` numbers for each
/// live slot (``Slot``), ``dotStride`` for each page dot (``Dot``) and ``eventStride`` for each
/// event (``Event``). Each field's raw value is its offset in its record. The page's copy of
/// these numbers is generated from them (``WireModule``, `Web/carousel-wire.js`), so the two
/// sides cannot drift apart.
///
/// The frame's words (labels in the carousel's language) are not numbers: they are UTF-8 text
/// elsewhere in linear memory (``Text``), rewritten only when a word changes, and the header
/// says where it is and its version, so that the page decodes it only when the version is new.
enum OutputLayout {
  /// The numbers at the start of a frame, in order.
  enum Header: Int, CaseIterable {
    /// What the page must schedule: a ``TickPlanKind``.
    case tickPlan
    /// When a `wakeUp` plan is due (seconds on the page's clock); NaN for the other plans.
    case wakeUpTime
    /// The current item, or -1 when there are none.
    case currentIndex
    /// The item the carousel is headed for (the page dots' current page), or -1.
    case destinationIndex
    /// The number of items.
    case itemCount
    /// The ``Flag`` bits.
    case flags
    /// The only slot assistive technologies see, or -1.
    case exposedSlot
    /// The item fading out above the slides under reduced motion, or -1.
    case fadeItem
    /// Its opacity.
    case fadeAlpha
    /// The position in items, wrapped.
    case position
    /// The position in items, never wrapped.
    case unwrappedPosition
    /// How many ``Slot`` records follow the header.
    case slotCount
    /// How many ``Dot`` records follow the slots.
    case dotCount
    /// The page indicator's frame in the element's coordinates.
    case indicatorX, indicatorY, indicatorWidth, indicatorHeight
    /// The slides' frame in the element's coordinates (all of it, or what the indicator's
    /// band leaves).
    case slidesX, slidesY, slidesWidth, slidesHeight
    /// How far the dwell before the next page turn has run, 0 ... 1.
    case countdownProgress
    /// The dwell's length in seconds.
    case countdownDuration
    /// The engine's time.
    case time
    /// The other pages' dot colour, 0 ... 255 each.
    case dotRed, dotGreen, dotBlue, dotAlpha
    /// The current page's dot colour.
    case currentDotRed, currentDotGreen, currentDotBlue, currentDotAlpha
    /// How many ``Event`` records follow the dots.
    case eventCount
    /// How a live region around the slides speaks: a ``CarouselFrame/LiveRegion`` raw value
    /// (0 off while the slides turn on their own, 1 polite).
    case liveRegion
    /// The visible stop/start control's frame in the element's coordinates (zeros when
    /// ``Flag/rotationControlShown`` is not set).
    case rotationX, rotationY, rotationWidth, rotationHeight
    /// The version of the ``Text``: a page that decoded this version has nothing to decode.
    case textVersion
    /// Where the ``Text``'s UTF-8 bytes are in linear memory, and how many there are.
    case textAddress, textLength
  }

  /// The words of a frame, in order: UTF-8, each ended by a NUL.
  enum Text: Int, CaseIterable {
    /// The label of the slide exposed to assistive technologies ("Item 3 of 5").
    case slideLabel
    /// What the stop/start control says ("Stop automatic slide show"), or nothing when there
    /// is no rotation to stop.
    case rotationLabel
    /// The Previous button's label ("Previous slide").
    case previousLabel
    /// The Next button's label ("Next slide").
    case nextLabel
    /// The label of the page dots' group ("Choose a slide").
    case indicatorLabel
    /// The label of the slides' region ("Slides").
    case slidesLabel
    /// The carousel's role description ("carousel").
    case carouselRoleDescription
    /// A slide's role description ("slide").
    case slideRoleDescription
    /// The first of the labels of the page dots, one per page, page 0 first ("Item 1 of 5").
    case pageLabels
  }

  /// The numbers of a live slot, in order.
  enum Slot: Int, CaseIterable {
    /// The slot's stable id.
    case id
    /// The item it shows.
    case item
    /// How much of it is in the viewport, 0 ... 1.
    case visibleFraction
    /// Its opacity.
    case alpha
    /// Its drawing order (higher on top).
    case zIndex
    /// Its laid-out frame in the element's coordinates.
    case x, y, width, height
    /// What a video in it does: a ``CarouselFrame/VideoPlayback`` raw value (0 only its
    /// poster, nothing loaded; 1 loaded and paused; 2 playing).
    case video
    /// The first of the sixteen members of its effect's matrix about its centre, row by row
    /// (``matrixCount`` numbers).
    case matrix
  }

  /// The numbers of a page dot, in order.
  enum Dot: Int, CaseIterable {
    /// Its page.
    case page
    /// Its frame in the element's coordinates.
    case x, y, width, height
    /// Its corner radius.
    case radius
    /// How much of the current page's colour it shows, 0 ... 1.
    case current
    /// Its colour, 0 ... 255 each.
    case red, green, blue, alpha
    /// The timer indicator's fill in the element's coordinates (NaN when none).
    case fillX, fillY, fillWidth, fillHeight
  }

  /// The numbers of an event, in order.
  enum Event: Int, CaseIterable {
    /// An ``EventKind``.
    case kind
    /// Its value: an index (-1 for none), or 1 or 0 for a Boolean.
    case value
  }

  /// What happened since the previous frame: the host machine's actions the page carries out.
  enum EventKind: Int, CaseIterable {
    /// The current item changed (`change`): the item, or -1 when the carousel became empty.
    case currentIndexChanged = 1
    /// The user chose an item (`select`).
    case itemSelected
    /// The slides came to rest on an item (`settle`).
    case settled
    /// A programmatic move reached its item and rested there.
    case scrollAnimationEnded
    /// The content moved (`scroll`): its position in items, wrapped into 0 ..< count.
    case scrolled
    /// Automatic turns started (1) or stopped (0) running, for any reason (`play`, `pause`).
    case autoAdvanceChanged
  }

  /// What the page schedules: ``CarouselTickPlan``'s cases.
  enum TickPlanKind: Int, CaseIterable {
    /// Nothing: no animation frame, no timer.
    case idle
    /// Every animation frame (or the compositor, for a motion it can play alone).
    case frames
    /// One timer, at the header's ``Header/wakeUpTime``.
    case wakeUp

    init(_ plan: CarouselTickPlan) {
      switch plan {
      case .idle: self = .idle
      case .frames: self = .frames
      case .wakeUp: self = .wakeUp
      }
    }
  }

  /// The bits of the header's ``Header/flags``: each case's bit is `1 << rawValue`.
  enum Flag: Int, CaseIterable {
    /// The slides rotate on their own, or will once a touch, a hover or focus ends.
    case rotating
    /// There is rotation to stop or start: the stop/start action exists (its visible control
    /// may not: see ``rotationControlShown``).
    case hasRotation
    /// The user stopped the rotation.
    case stopped
    /// A pointer drags the slides.
    case dragging
    /// Something moves.
    case animating
    /// The page prefers reduced motion.
    case reducedMotion
    /// The page indicator is not drawn.
    case indicatorHidden
    /// The timer indicator's dwell is running.
    case countdownRunning
    /// There is an item to move back to (Previous does something).
    case canMoveBackward
    /// There is an item to move forward to (Next does something).
    case canMoveForward
    /// The visible stop/start control shows, at the header's rotation frame.
    case rotationControlShown

    /// The flag's bit.
    var bit: Int { 1 << rawValue }
  }

  /// The numbers in a header.
  static let headerCount = Header.allCases.count
  /// The members of a slot's matrix.
  static let matrixCount = 16
  /// The numbers of a slot.
  static let slotStride = Slot.matrix.rawValue + matrixCount
  /// The numbers of a dot.
  static let dotStride = Dot.allCases.count
  /// The numbers of an event.
  static let eventStride = Event.allCases.count
}
