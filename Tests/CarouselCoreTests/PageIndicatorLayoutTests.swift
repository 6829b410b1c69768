import Testing

@testable import CarouselCore

/// The page indicator's layout: every small count, progress step, direction, axis and
/// placement swept against the rules a reader would check by eye; edge cases by name.
@Suite struct PageIndicatorLayoutTests {
  static let bounds = CarouselSize(width: 390, height: 200)

  /// The styles swept: each shape, each placement, each axis, each alignment.
  static let styles: [(name: String, style: PageIndicatorStyle)] = {
    var all: [(String, PageIndicatorStyle)] = [
      ("dots", .dots), ("pill", .pill), ("timer", .timer),
    ]
    var big = PageIndicatorStyle.dots
    big.currentDotSize = CarouselSize(width: 10, height: 10)
    all.append(("larger current dot", big))
    for placement in [PageIndicatorStyle.Placement.inside, .outside] {
      for axis in [CarouselAxis.horizontal, .vertical] {
        for alignment in [CarouselPageControlAlignment.leading, .center, .trailing] {
          var style = PageIndicatorStyle.pill
          style.placement = placement
          style.axis = axis
          style.alignment = alignment
          style.insets = PageIndicatorStyle.Insets(top: 3, leading: 5, bottom: 7, trailing: 11)
          all.append(("pill \(placement) \(axis) \(alignment)", style))
        }
      }
    }
    return all
  }()

  private func layout(
    _ style: PageIndicatorStyle, count: Int, progress: Double, rtl: Bool = false,
    target: Int? = nil, countdown: CarouselPageIndicatorState.Countdown? = nil,
    bounds: CarouselSize = Self.bounds, safeArea: CarouselInsets = .zero,
    bottomBarHeight: Double = 0
  ) -> PageIndicatorLayout {
    let current = count > 0 ? Int(progress.rounded()) % count : nil
    return PageIndicatorLayout(
      style: style,
      state: CarouselPageIndicatorState(
        count: count, currentPage: current, progress: progress, targetPage: target ?? current,
        countdown: countdown),
      bounds: bounds, isRightToLeft: rtl, safeArea: safeArea, bottomBarHeight: bottomBarHeight)
  }

  private static func along(_ rect: CarouselRect, _ axis: CarouselAxis) -> Double {
    axis == .horizontal ? rect.size.width : rect.size.height
  }

  private static func across(_ rect: CarouselRect, _ axis: CarouselAxis) -> Double {
    axis == .horizontal ? rect.size.height : rect.size.width
  }

  private static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
  }

  // MARK: The sweep

  @Test(arguments: styles.indices)
  func everyCountProgressAndDirection(styleIndex: Int) {
    let (name, style) = Self.styles[styleIndex]
    let steps = 8
    for count in 0...6 {
      for rtl in [false, true] {
        let atRest = layout(style, count: count, progress: 0, rtl: rtl)
        for step in 0..<max(1, count * steps) {
          let progress = Double(step) / Double(steps)
          let current = layout(style, count: count, progress: progress, rtl: rtl)
          let context = "\(name), \(count) pages, progress \(progress), rtl \(rtl)"
          check(current, style: style, count: count, progress: progress, rtl: rtl, context)
          // The indicator stays put while the content scrolls.
          #expect(current.frame == atRest.frame, "\(context)")
          #expect(current.slidesFrame == atRest.slidesFrame, "\(context)")
          // Continuity: the next step (across the seam too) moves no edge further than the
          // share of emphasis that changed hands allows.
          guard count > 1 else { continue }
          let nextProgress = Double((step + 1) % (count * steps)) / Double(steps)
          let next = layout(style, count: count, progress: nextProgress, rtl: rtl)
          let stretch = abs(style.currentDotSize.width - style.dotSize.width)
          let limit = 2 * stretch / Double(steps) + 1e-9
          for (a, b) in zip(current.dots, next.dots) {
            #expect(abs(a.frame.minX - b.frame.minX) <= limit, "\(context), page \(a.page)")
            #expect(abs(a.frame.maxX - b.frame.maxX) <= limit, "\(context), page \(a.page)")
            #expect(abs(a.frame.minY - b.frame.minY) <= limit, "\(context), page \(a.page)")
            #expect(abs(a.frame.maxY - b.frame.maxY) <= limit, "\(context), page \(a.page)")
            #expect(abs(a.emphasis - b.emphasis) <= 1.0 / Double(steps) + 1e-9, "\(context)")
          }
        }
      }
    }
  }

  /// The rules every layout keeps.
  private func check(
    _ layout: PageIndicatorLayout, style: PageIndicatorStyle, count: Int, progress: Double,
    rtl: Bool, _ context: String
  ) {
    let axis = style.axis
    let everything = CarouselRect(origin: .zero, size: Self.bounds)
    let hidden = count == 0 || (count == 1 && style.hidesForSinglePage)
    #expect(layout.isHidden == hidden, "\(context)")
    guard !hidden else {
      #expect(layout.dots.isEmpty && layout.slidesFrame == everything, "\(context)")
      return
    }
    // Every page has a dot, in page order.
    #expect(layout.dots.map(\.page) == Array(0..<count), "\(context)")
    #expect(layout.pages == 0..<count, "\(context)")
    // The emphasis is shared: one whole current dot between at most two dots.
    #expect(Self.near(layout.dots.reduce(0) { $0 + $1.emphasis }, 1), "\(context)")
    #expect(layout.dots.filter { $0.emphasis > 0 }.count <= 2, "\(context)")
    let whole = Int(progress)
    if Double(whole) == progress {
      #expect(layout.dots[whole].emphasis == 1, "\(context)")
    }
    for dot in layout.dots {
      // Its size is its emphasis's share of the way from one state to the other.
      let length =
        style.dotSize.width + (style.currentDotSize.width - style.dotSize.width)
        * dot.emphasis
      let thickness =
        style.dotSize.height + (style.currentDotSize.height - style.dotSize.height)
        * dot.emphasis
      #expect(Self.near(Self.along(dot.frame, axis), length), "\(context), page \(dot.page)")
      #expect(Self.near(Self.across(dot.frame, axis), thickness), "\(context)")
      #expect(Self.near(dot.cornerRadius, thickness / 2), "\(context)")
      // Inside the indicator, inside its padding.
      #expect(dot.frame.minX >= layout.frame.minX + style.padding - 1e-9, "\(context)")
      #expect(dot.frame.maxX <= layout.frame.maxX - style.padding + 1e-9, "\(context)")
      #expect(dot.frame.minY >= layout.frame.minY + style.padding - 1e-9, "\(context)")
      #expect(dot.frame.maxY <= layout.frame.maxY - style.padding + 1e-9, "\(context)")
      // Centred across the row.
      if axis == .horizontal {
        #expect(Self.near(dot.frame.center.y, layout.frame.center.y), "\(context)")
      } else {
        #expect(Self.near(dot.frame.center.x, layout.frame.center.x), "\(context)")
      }
      // Coloured by its emphasis, unless it is the timer's track.
      #expect(
        dot.color
          == style.color.mixed(with: style.currentColor, fraction: dot.currentColorFraction),
        "\(context)")
      #expect(dot.timerFill == nil, "\(context): no countdown, no fill")
      #expect(dot.currentColorFraction == dot.emphasis, "\(context)")
    }
    // Pages run leading to trailing (right to left when RTL), top to bottom when vertical,
    // exactly `spacing` apart.
    for (earlier, later) in zip(layout.dots, layout.dots.dropFirst()) {
      let gap: Double
      switch (axis, rtl) {
      case (.horizontal, false): gap = later.frame.minX - earlier.frame.maxX
      case (.horizontal, true): gap = earlier.frame.minX - later.frame.maxX
      case (.vertical, _): gap = later.frame.minY - earlier.frame.maxY
      }
      #expect(Self.near(gap, style.spacing), "\(context), pages \(earlier.page)-\(later.page)")
    }
    // The row fills the indicator less its padding, exactly when the current dot is whole.
    let first = layout.dots[0].frame
    let last = layout.dots[count - 1].frame
    let rowLength =
      axis == .horizontal
      ? max(first.maxX, last.maxX) - min(first.minX, last.minX) : last.maxY - first.minY
    #expect(
      Self.near(rowLength + 2 * style.padding, Self.along(layout.frame, axis)), "\(context)")
    checkPlacement(layout, style: style, rtl: rtl, context)
  }

  /// The indicator sits where the style says, clear of the insets, and the slides get the
  /// rest.
  private func checkPlacement(
    _ layout: PageIndicatorLayout, style: PageIndicatorStyle, rtl: Bool, _ context: String
  ) {
    let frame = layout.frame
    let bounds = Self.bounds
    let insets = style.insets
    let left = rtl ? insets.trailing : insets.leading
    let right = rtl ? insets.leading : insets.trailing
    switch style.axis {
    case .horizontal:
      #expect(Self.near(frame.maxY, bounds.height - insets.bottom), "\(context)")
      switch (style.alignment, rtl) {
      case (.center, _):
        #expect(Self.near(frame.center.x, left + (bounds.width - left - right) / 2), "\(context)")
      case (.leading, false), (.trailing, true):
        #expect(Self.near(frame.minX, left), "\(context)")
      case (.leading, true), (.trailing, false):
        #expect(Self.near(frame.maxX, bounds.width - right), "\(context)")
      }
      if style.placement == .inside {
        #expect(layout.slidesFrame == CarouselRect(origin: .zero, size: bounds), "\(context)")
      } else {
        let slides = layout.slidesFrame
        #expect(slides.minX == 0 && slides.minY == 0 && slides.size.width == bounds.width)
        #expect(Self.near(slides.maxY + insets.top, frame.minY), "\(context)")
      }
    case .vertical:
      let edge = rtl ? frame.minX : bounds.width - frame.maxX
      #expect(Self.near(edge, insets.trailing), "\(context)")
      switch style.alignment {
      case .leading: #expect(Self.near(frame.minY, insets.top), "\(context)")
      case .trailing: #expect(Self.near(frame.maxY, bounds.height - insets.bottom), "\(context)")
      case .center:
        #expect(
          Self.near(frame.center.y, insets.top + (bounds.height - insets.top - insets.bottom) / 2),
          "\(context)")
      }
      if style.placement == .inside {
        #expect(layout.slidesFrame == CarouselRect(origin: .zero, size: bounds), "\(context)")
      } else {
        let slides = layout.slidesFrame
        #expect(slides.minY == 0 && slides.size.height == bounds.height, "\(context)")
        if rtl {
          #expect(Self.near(slides.minX, frame.maxX + insets.leading), "\(context)")
          #expect(slides.maxX == bounds.width, "\(context)")
        } else {
          #expect(Self.near(slides.maxX + insets.leading, frame.minX), "\(context)")
          #expect(slides.minX == 0, "\(context)")
        }
      }
    }
  }

  @Test func rightToLeftMirrorsLeftToRight() {
    for (name, style) in Self.styles where style.axis == .horizontal {
      for count in 1...6 {
        for step in 0..<(count * 4) {
          let progress = Double(step) / 4
          let ltr = layout(style, count: count, progress: progress)
          let rtl = layout(style, count: count, progress: progress, rtl: true)
          for (a, b) in zip(ltr.dots, rtl.dots) {
            #expect(
              Self.near(a.frame.minX, Self.bounds.width - b.frame.maxX), "\(name) \(count)")
            #expect(a.frame.minY == b.frame.minY && a.frame.size == b.frame.size, "\(name)")
          }
        }
      }
    }
  }

  // MARK: Edge cases

  @Test func noItemsShowNothing() {
    for (_, style) in Self.styles {
      let empty = layout(style, count: 0, progress: 0)
      #expect(empty.isHidden && empty.dots.isEmpty && empty.pages.isEmpty)
      #expect(empty.slidesFrame == CarouselRect(origin: .zero, size: Self.bounds))
      #expect(empty.page(at: CarouselPoint(x: 195, y: 190)) == nil)
      #expect(empty.tapFrames().isEmpty)
    }
    #expect(
      PageIndicatorLayout.bounds(forSlides: Self.bounds, style: .pill, count: 0) == Self.bounds)
  }

  @Test func aSingleItemIsHiddenUnlessAsked() {
    var style = PageIndicatorStyle.pill
    #expect(layout(style, count: 1, progress: 0).isHidden)
    style.hidesForSinglePage = false
    let single = layout(style, count: 1, progress: 0)
    #expect(!single.isHidden)
    #expect(single.dots.count == 1)
    // The one dot is current: the whole pill, centred along the bottom.
    #expect(single.dots[0].emphasis == 1)
    #expect(single.dots[0].frame.size == CarouselSize(width: 20, height: 7))
    #expect(single.dots[0].frame.center.x == Self.bounds.width / 2)
  }

  @Test func hiddenStyleShowsNothingAndTakesNoRoom() {
    var style = PageIndicatorStyle.hidden
    style.placement = .outside
    let hidden = layout(style, count: 5, progress: 2)
    #expect(hidden.isHidden && hidden.dots.isEmpty)
    #expect(hidden.slidesFrame == CarouselRect(origin: .zero, size: Self.bounds))
  }

  @Test func thePillPassesFromTheLastDotToTheFirstAtTheSeam() {
    // Given five pages half-way from the last back to the first
    let seam = layout(.pill, count: 5, progress: 4.5)
    // Then the last and the first dots are half pills, the others plain dots
    #expect(seam.dots[4].emphasis == 0.5 && seam.dots[0].emphasis == 0.5)
    #expect(seam.dots[4].frame.size.width == 13.5 && seam.dots[0].frame.size.width == 13.5)
    #expect(seam.dots[1...3].allSatisfy { $0.frame.size.width == 7 })
    // And just before the seam closes the first dot is all but whole, as it is at 0
    let almost = layout(.pill, count: 5, progress: 5.0.nextDown)
    let arrived = layout(.pill, count: 5, progress: 0)
    for (a, b) in zip(almost.dots, arrived.dots) {
      #expect(abs(a.frame.minX - b.frame.minX) < 1e-9 && abs(a.emphasis - b.emphasis) < 1e-9)
    }
    // A progress of exactly `count` is the first page again
    #expect(layout(.pill, count: 5, progress: 5).dots[0].emphasis == 1)
  }

  @Test func thePillShrinksOnOnePageAsItGrowsOnTheNext() {
    let quarter = layout(.pill, count: 4, progress: 1.25)
    #expect(quarter.dots[1].frame.size.width == 20 - 13 * 0.25)
    #expect(quarter.dots[2].frame.size.width == 7 + 13 * 0.25)
    // The dot after the growing one moves along by what the pill moved
    let rest = layout(.pill, count: 4, progress: 1)
    #expect(quarter.dots[3].frame == rest.dots[3].frame)
    #expect(quarter.dots[2].frame.minX == rest.dots[2].frame.minX - 13 * 0.25)
    #expect(quarter.dots[0].frame == rest.dots[0].frame)
    #expect(quarter.frame == rest.frame)
  }

  @Test func tooManyDotsShowTheOnesAroundTheCurrentPage() {
    // Given 40 pages, more than a 390-point row holds
    let style = PageIndicatorStyle.pill
    let room = 390.0 - 8 - 12
    let fitting = Int(((room - 20) / 16).rounded(.down)) + 1
    for page in [0, 1, 20, 38, 39] {
      let window = layout(style, count: 40, progress: Double(page))
      #expect(window.dots.count == fitting)
      #expect(window.pages.count == fitting)
      #expect(window.pages.contains(page))
      #expect(window.pages.lowerBound >= 0 && window.pages.upperBound <= 40)
      #expect(window.frame.size.width <= room + 12 + 1e-9)
      #expect(window.dots.first { $0.page == page }?.emphasis == 1)
    }
    #expect(layout(style, count: 40, progress: 0).pages == 0..<fitting)
    #expect(layout(style, count: 40, progress: 39).pages == (40 - fitting)..<40)
  }

  @Test func hugeCountsLayOutOnlyTheDotsShown() {
    let count = CarouselEngine.maximumItemCount
    for progress in [0, 1e6 + 0.5, Double(count).nextDown, Double(count)] {
      let huge = layout(.pill, count: count, progress: progress)
      #expect(!huge.isHidden)
      #expect(huge.dots.count == huge.pages.count && huge.dots.count < 30)
      #expect(huge.pages.upperBound <= count)
      #expect(huge.dots.allSatisfy { $0.frame.minX.isFinite && $0.frame.maxX <= 390 })
    }
    // And through a real engine
    let engine = CarouselEngine(
      itemCount: count, viewportSize: CarouselSize(width: 390, height: 130))
    let fromEngine = PageIndicatorLayout(style: .dots, engine: engine)
    #expect(fromEngine.dots.first?.emphasis == 1 && fromEngine.pages.lowerBound == 0)
  }

  @Test func nothingFitsInATinyCarousel() {
    let tiny = layout(.pill, count: 3, progress: 0, bounds: CarouselSize(width: 20, height: 20))
    #expect(tiny.isHidden && tiny.dots.isEmpty)
  }

  @Test func nonsenseStyleValuesGiveFiniteFrames() {
    var style = PageIndicatorStyle()
    style.dotSize = CarouselSize(width: .nan, height: -3)
    style.currentDotSize = CarouselSize(width: .infinity, height: 8)
    style.spacing = -4
    style.padding = .nan
    style.insets = PageIndicatorStyle.Insets(top: .nan, leading: -1, bottom: .infinity, trailing: 2)
    for count in 0...4 {
      let odd = layout(style, count: count, progress: 0.5)
      #expect(odd.frame.minX.isFinite && odd.frame.minY.isFinite)
      #expect(odd.dots.allSatisfy { $0.frame.minX.isFinite && $0.frame.size.width >= 0 })
    }
    let state = CarouselPageIndicatorState(count: 3, currentPage: 0, progress: .nan)
    #expect(PageIndicatorLayout(style: .dots, state: state, bounds: Self.bounds).isHidden)
  }

  // MARK: Position

  @Test func insideTheSlidesItStaysAboveTheSafeAreaAndTheTitleBar() {
    let safe = CarouselInsets(top: 0, left: 44, bottom: 34, right: 44)
    let inside = layout(
      .dots, count: 5, progress: 0, safeArea: safe, bottomBarHeight: 30)
    #expect(inside.frame.maxY == 200 - 34 - 30 - 4)
    var leading = PageIndicatorStyle.dots
    leading.alignment = .leading
    #expect(layout(leading, count: 5, progress: 0, safeArea: safe).frame.minX == 44 + 4)
    #expect(
      layout(leading, count: 5, progress: 0, rtl: true, safeArea: safe).frame.maxX == 390 - 44 - 4)
  }

  @Test func outsideTheSlidesItTakesABandOfItsOwn() {
    var style = PageIndicatorStyle.dots
    style.placement = .outside
    let safe = CarouselInsets(bottom: 34)
    let outside = layout(style, count: 5, progress: 0, safeArea: safe, bottomBarHeight: 30)
    // Insets, the dots' padded height and the safe area: the title bar is inside the slides
    let band = 4 + (7 + 12) + 4 + 34.0
    #expect(outside.slidesFrame == CarouselRect(x: 0, y: 0, width: 390, height: 200 - band))
    #expect(outside.frame.maxY == 200 - 34 - 4)
    // And the renderer's inverse: slides of a size need bounds of this size
    let slides = CarouselSize(width: 390, height: 130)
    let bounds = PageIndicatorLayout.bounds(forSlides: slides, style: style, count: 5)
    #expect(bounds == CarouselSize(width: 390, height: 130 + 4 + 19 + 4))
    #expect(layout(style, count: 5, progress: 0, bounds: bounds).slidesFrame.size == slides)
    style.axis = .vertical
    let tall = PageIndicatorLayout.bounds(forSlides: slides, style: style, count: 5)
    #expect(layout(style, count: 5, progress: 0, bounds: tall).slidesFrame.size == slides)
  }

  @Test func aSystemControlIsPlacedAndNarrowedToFit() {
    var style = PageIndicatorStyle.dots
    style.insets = PageIndicatorStyle.Insets(all: 8)
    let frames = PageIndicatorLayout.frames(
      indicatorSize: CarouselSize(width: 500, height: 26), style: style,
      bounds: CarouselSize(width: 200, height: 20))
    #expect(frames.indicator == CarouselRect(x: 8, y: 0, width: 184, height: 20))
    #expect(frames.slides == CarouselRect(x: 0, y: 0, width: 200, height: 20))
  }

  // MARK: Taps

  @Test func tapTargetsCoverTheRowAndAreFortyFourPointsTall() {
    for count in 2...6 {
      let row = layout(.pill, count: count, progress: 1)
      let targets = row.tapFrames()
      #expect(targets.count == count)
      #expect(targets.allSatisfy { $0.size.height == 44 })
      // Contiguous, covering the indicator from end to end
      #expect(targets.first?.minX == row.frame.minX && targets.last?.maxX == row.frame.maxX)
      for (a, b) in zip(targets, targets.dropFirst()) { #expect(abs(a.maxX - b.minX) < 1e-9) }
      for dot in row.dots { #expect(row.page(at: dot.frame.center) == dot.page) }
      #expect(row.page(at: CarouselPoint(x: row.frame.center.x, y: row.frame.center.y - 30)) == nil)
    }
    // A short row is lengthened to a full target
    var style = PageIndicatorStyle.dots
    style.hidesForSinglePage = false
    let single = layout(style, count: 1, progress: 0)
    let target = single.tapFrames()[0]
    #expect(target.size.width == 44 && target.center.x == single.frame.center.x)
    // Right to left: the first page's target is on the right
    let rtl = layout(.dots, count: 3, progress: 0, rtl: true)
    #expect(rtl.page(at: CarouselPoint(x: rtl.frame.maxX - 1, y: rtl.frame.center.y)) == 0)
  }

  @Test func rightToLeftTapTargetsRunBackwardsAndMeet() {
    // The dots are put in screen order before their targets are split: reversed here.
    for style in [PageIndicatorStyle.dots, .pill] {
      for count in 2...9 {
        let row = layout(style, count: count, progress: 1, rtl: true)
        let targets = row.tapFrames()
        #expect(targets.count == count)
        // From end to end (a row shorter than a target is lengthened at both ends)
        let first = targets[0]
        let last = targets[count - 1]
        #expect(first.maxX >= row.frame.maxX && last.minX <= row.frame.minX)
        #expect(abs((first.maxX - row.frame.maxX) - (row.frame.minX - last.minX)) < 1e-9)
        for (a, b) in zip(targets, targets.dropFirst()) { #expect(abs(b.maxX - a.minX) < 1e-9) }
        for dot in row.dots { #expect(row.page(at: dot.frame.center) == dot.page) }
      }
    }
  }

  // MARK: Timer progress

  @Test func theTimerFillsThePageHeadedForFromItsLeadingEnd() {
    let countdown = CarouselPageIndicatorState.Countdown(
      progress: 0.25, duration: 4, isRunning: true)
    let timer = layout(.timer, count: 4, progress: 2, target: 2, countdown: countdown)
    let dot = timer.dots[2]
    let fill = dot.timerFill
    #expect(fill == CarouselRect(x: dot.frame.minX, y: dot.frame.minY, width: 6, height: 7))
    // The track is the other pages' colour; the fill is drawn over it in the current colour
    #expect(dot.currentColorFraction == 0 && dot.color == PageIndicatorStyle.timer.color)
    #expect(timer.dots.filter { $0.timerFill != nil }.count == 1)
    // Right to left it fills from the right; vertical, from the top
    let rtl = layout(.timer, count: 4, progress: 2, rtl: true, target: 2, countdown: countdown)
    #expect(rtl.dots[2].timerFill?.maxX == rtl.dots[2].frame.maxX)
    var vertical = PageIndicatorStyle.timer
    vertical.axis = .vertical
    let down = layout(vertical, count: 4, progress: 2, target: 2, countdown: countdown)
    #expect(
      down.dots[2].timerFill
        == CarouselRect(
          x: down.dots[2].frame.minX, y: down.dots[2].frame.minY, width: 7, height: 6))
  }

  @Test func duringATurnTheTimerTrackIsTheDestinationWhileTheLeavingPillFades() {
    let stopped = CarouselPageIndicatorState.Countdown(progress: 0, duration: 3, isRunning: false)
    let turning = layout(.timer, count: 4, progress: 1.25, target: 2, countdown: stopped)
    // The page left behind is still three quarters current, in the current colour
    #expect(turning.dots[1].currentColorFraction == 0.75 && turning.dots[1].timerFill == nil)
    // The page headed for grows as an empty track
    #expect(turning.dots[2].timerFill?.size.width == 0)
    #expect(turning.dots[2].currentColorFraction == 0)
  }

  @Test func withoutACountdownTheTimerIsAPlainPill() {
    let plain = layout(.timer, count: 4, progress: 2, target: 2, countdown: nil)
    #expect(plain.dots.allSatisfy { $0.timerFill == nil })
    #expect(plain.dots[2].currentColorFraction == 1)
    // And a style without the timer ignores a countdown
    let countdown = CarouselPageIndicatorState.Countdown(
      progress: 0.5, duration: 3, isRunning: true)
    let pill = layout(.pill, count: 4, progress: 2, target: 2, countdown: countdown)
    #expect(pill.dots.allSatisfy { $0.timerFill == nil })
  }
}

/// The engine's side of the indicator: the page headed for and the dwell countdown.
@Suite struct PageIndicatorStateTests {
  private static func engine(interval: Double?) -> CarouselEngine {
    CarouselEngine.banner(count: 4) { $0.autoAdvance = interval.map { .interval($0) } ?? .off }
  }

  @Test func theCountdownRunsOverTheDwellAtRest() throws {
    var engine = Self.engine(interval: 4)
    engine.advance(to: 1)
    let quarter = engine.pageIndicator.countdown
    #expect(
      quarter == CarouselPageIndicatorState.Countdown(progress: 0.25, duration: 4, isRunning: true))
    #expect(quarter?.remaining == 3)
    engine.advance(to: 3)
    #expect(engine.pageIndicator.countdown?.progress == 0.75)
    // The turn starts: the clock stops and waits for the next rest
    engine.advance(to: 4.1)
    #expect(engine.isAnimating)
    #expect(engine.pageIndicator.countdown?.isRunning == false)
    #expect(engine.pageIndicator.countdown?.progress == 0)
    #expect(engine.pageIndicator.targetPage == 1)
    engine.runUntilIdle()
    // At rest again: the next dwell has run for at most the frame the turn ended in
    let next = try #require(engine.pageIndicator.countdown)
    #expect(next.isRunning && next.remaining > 4 - 1.0 / 60 && next.remaining <= 4)
  }

  @Test func aPauseHoldsTheCountdownWhereItIs() {
    var engine = Self.engine(interval: 4)
    engine.advance(to: 2)
    engine.pauseAutoAdvance(.user, now: 2)
    #expect(
      engine.pageIndicator.countdown
        == CarouselPageIndicatorState.Countdown(progress: 0.5, duration: 4, isRunning: false))
    engine.resumeAutoAdvance(.user, now: 5)
    engine.advance(to: 6)
    #expect(engine.pageIndicator.countdown?.progress == 0.75)
  }

  @Test func noCountdownWithoutIntervalTurns() {
    #expect(Self.engine(interval: nil).pageIndicator.countdown == nil)
    let marquee = CarouselEngine.banner(count: 4) {
      $0.autoAdvance = .continuous(pointsPerSecond: 30)
    }
    #expect(marquee.pageIndicator.countdown == nil)
    let single = CarouselEngine.banner(count: 1) { $0.autoAdvance = .interval(3) }
    #expect(single.pageIndicator.countdown == nil)
    let unlaidOut = CarouselEngine(
      configuration: Self.engine(interval: 3).configuration, itemCount: 4)
    #expect(unlaidOut.pageIndicator.countdown == nil)
  }

  @Test func theTargetPageIsWhereATurnEnds() {
    var engine = Self.engine(interval: nil)
    engine.scroll(to: 3, animated: true, now: 0)
    engine.advance(to: 0.05)
    #expect(engine.pageIndicator.currentPage == 0)
    #expect(engine.pageIndicator.targetPage == 3)
    engine.runUntilIdle()
    #expect(engine.pageIndicator.targetPage == 3 && engine.pageIndicator.currentPage == 3)
  }

  @Test func theEngineTimerDrivesTheLayoutsFill() {
    var engine = Self.engine(interval: 4)
    engine.advance(to: 2)
    let layout = PageIndicatorLayout(style: .timer, engine: engine)
    #expect(layout.dots[0].timerFill?.size.width == 12)
  }
}

/// Where the stop/start control sits beside the dots.
@Suite struct RotationControlPlacementTests {
  static let bounds = CarouselSize(width: 390, height: 130)
  static let state = CarouselPageIndicatorState(count: 5, currentPage: 0, progress: 0)

  @Test func itFollowsTheTrailingEndOfTheRowOnItsLine() throws {
    for isRightToLeft in [false, true] {
      let layout = PageIndicatorLayout(
        style: .dots, state: Self.state, bounds: Self.bounds, isRightToLeft: isRightToLeft)
      let control = try #require(
        layout.rotationControlFrame(
          diameter: 16, spacing: 8, bounds: Self.bounds, isRightToLeft: isRightToLeft))
      // On the row's line, 8 points from the row, on its trailing side
      #expect(abs(control.center.y - layout.frame.center.y) < 1e-9)
      if isRightToLeft {
        #expect(abs(layout.frame.minX - control.maxX - 8) < 1e-9)
      } else {
        #expect(abs(control.minX - layout.frame.maxX - 8) < 1e-9)
      }
      // Never over a dot
      for dot in layout.dots {
        #expect(dot.frame.maxX <= control.minX || dot.frame.minX >= control.maxX)
      }
    }
  }

  @Test func withoutRoomAfterTheRowItGoesBeforeItAndWithoutRoomAtAllNowhere() throws {
    var style = PageIndicatorStyle.dots
    style.alignment = .trailing
    let layout = PageIndicatorLayout(style: style, state: Self.state, bounds: Self.bounds)
    let control = try #require(
      layout.rotationControlFrame(
        diameter: 28, spacing: 8, bounds: Self.bounds, isRightToLeft: false))
    #expect(control.maxX <= layout.frame.minX)
    let narrow = CarouselSize(width: 80, height: 130)
    let tight = PageIndicatorLayout(style: .dots, state: Self.state, bounds: narrow)
    #expect(
      tight.rotationControlFrame(diameter: 28, spacing: 8, bounds: narrow, isRightToLeft: false)
        == nil)
    let hidden = PageIndicatorLayout(style: .hidden, state: Self.state, bounds: Self.bounds)
    #expect(
      hidden.rotationControlFrame(
        diameter: 28, spacing: 8, bounds: Self.bounds, isRightToLeft: false)
        == nil)
  }

  @Test func aVerticalRowHasItBelow() throws {
    var style = PageIndicatorStyle.dots
    style.axis = .vertical
    let layout = PageIndicatorLayout(style: style, state: Self.state, bounds: Self.bounds)
    let control = try #require(
      layout.rotationControlFrame(
        diameter: 10, spacing: 6, bounds: Self.bounds, isRightToLeft: false))
    #expect(abs(control.center.x - layout.frame.center.x) < 1e-9)
    #expect(abs(control.minY - layout.frame.maxY - 6) < 1e-9)
  }

  @Test func theStyleDecidesWhetherAndHowBig() throws {
    var style = PageIndicatorStyle.dots
    style.rotationControlDiameter = 30
    style.rotationControlSpacing = 4
    let layout = PageIndicatorLayout(style: style, state: Self.state, bounds: Self.bounds)
    #expect(
      layout.rotationControlFrame(for: style, bounds: Self.bounds, isRightToLeft: false)
        == layout.rotationControlFrame(
          diameter: 30, spacing: 4, bounds: Self.bounds, isRightToLeft: false))
    #expect(
      layout.rotationControlFrame(for: style, bounds: Self.bounds, isRightToLeft: false)?.size
        == CarouselSize(width: 30, height: 30))
    style.showsRotationControl = false
    #expect(
      layout.rotationControlFrame(for: style, bounds: Self.bounds, isRightToLeft: false) == nil)
  }

  @Test func aControlThickerThanTheRowStaysInsideTheBounds() throws {
    // The row sits 4 points above the bottom edge; a 40-point control centred on its line
    // would cross that edge
    let layout = PageIndicatorLayout(style: .dots, state: Self.state, bounds: Self.bounds)
    let control = try #require(
      layout.rotationControlFrame(
        diameter: 40, spacing: 8, bounds: Self.bounds, isRightToLeft: false))
    #expect(control.maxY == Self.bounds.height)
    #expect(control.minY >= 0)
    #expect(abs(control.minX - layout.frame.maxX - 8) < 1e-9)
  }
}
