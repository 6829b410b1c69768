// Geometry of the loop and maintenance of the live slots.

extension CarouselEngine {
  /// Whether the content wraps around with the current item count.
  public var loops: Bool {
    switch itemCount {
    case 0: false
    case 1: configuration.loopsSingleItem || isContinuous
    default: configuration.isLooping
    }
  }

  var isContinuous: Bool {
    if case .continuous = configuration.autoAdvance { return true }
    return false
  }

  /// Whether there is anything to lay out.
  var hasLayout: Bool { itemCount > 0 && viewportSize.isDrawable }

  /// The viewport's extent along the scroll axis.
  var viewportLength: Double {
    configuration.axis == .horizontal ? viewportSize.width : viewportSize.height
  }

  var crossLength: Double {
    configuration.axis == .horizontal ? viewportSize.height : viewportSize.width
  }

  /// The item's extent along the axis. Degenerate lengths fall back to the viewport's, and
  /// lengths are kept above 1/32 of it so a layout cannot ask for unbounded slots.
  var itemLength: Double {
    let viewport = viewportLength
    let length: Double
    switch configuration.itemLength {
    case .fill: return viewport
    case .fraction(let fraction): length = viewport * fraction
    case .points(let points): length = points
    }
    guard length.isFinite, length > 0 else { return viewport }
    return max(length, viewport / 32)
  }

  var spacing: Double {
    let spacing = configuration.interitemSpacing
    return spacing.isFinite && spacing > 0 ? spacing : 0
  }

  /// The distance between the starts of neighbouring items: one unit of `position`.
  var pitch: Double { itemLength + spacing }

  /// Where the current item's leading edge sits when at rest.
  var leadingInset: Double {
    switch configuration.alignment {
    case .center: (viewportLength - itemLength) / 2
    case .leading: 0
    }
  }

  /// +1 when the next item lies toward growing coordinates, -1 when it lies toward
  /// shrinking ones (right-to-left). Finger travel of `d` points moves the position by
  /// `-d * forwardSign / pitch` items.
  var forwardSign: Double {
    configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft ? -1 : 1
  }

  func axisCoordinate(of point: CarouselPoint) -> Double {
    configuration.axis == .horizontal ? point.x : point.y
  }

  /// The loop index of the nearest resting position: floor(p + 0.5), the same on both sides
  /// of a rebase.
  static func nearestLoopIndex(_ offset: Double) -> Double {
    (offset + 0.5).rounded(.down)
  }

  /// The valid range of offsets when not looping (the first item to the last, relative to
  /// `origin`).
  var positionBounds: ClosedRange<Double> {
    Double(0 &- origin)...Double(max(0, itemCount - 1) &- origin)
  }

  /// The item shown by a loop index.
  func itemIndex(forLoopIndex loopIndex: Int) -> Int {
    loops
      ? carouselItemIndex(forSlot: loopIndex, count: itemCount)
      : min(max(loopIndex, 0), itemCount - 1)
  }

  /// The item shown by the loop index `base + steps`, computed without overflow at any count
  /// (`base` may be near `Int.max`).
  func itemIndex(forLoopIndex base: Int, plus steps: Int) -> Int {
    guard loops else {
      let (sum, overflow) = base.addingReportingOverflow(steps)
      if overflow { return steps > 0 ? itemCount - 1 : 0 }
      return min(max(sum, 0), itemCount - 1)
    }
    let count = itemCount
    let a = carouselItemIndex(forSlot: base, count: count)
    let b = carouselItemIndex(forSlot: steps, count: count)
    // a + b, modulo count, without forming a sum that could overflow.
    return a >= count - b ? a - (count - b) : a + b
  }

  /// The loop indices of the items that intersect the viewport at `position`.
  func visibleLoopIndices(at offset: Double) -> (low: Int, high: Int) {
    let pitch = pitch
    let low = (offset - (leadingInset + itemLength) / pitch).rounded(.down) + 1
    let high = (offset + (viewportLength - leadingInset) / pitch).rounded(.up) - 1
    return (Int(low), Int(high))
  }

  /// The frame of an item whose leading edge (toward the previous item) is `start` points
  /// along the axis from the viewport's reading start.
  func frame(leadingEdge start: Double, length itemLength: Double) -> CarouselRect {
    switch configuration.axis {
    case .vertical:
      return CarouselRect(x: 0, y: start, width: crossLength, height: itemLength)
    case .horizontal where configuration.layoutDirection == .rightToLeft:
      return CarouselRect(
        x: viewportLength - start - itemLength, y: 0, width: itemLength, height: crossLength)
    case .horizontal:
      return CarouselRect(x: start, y: 0, width: itemLength, height: crossLength)
    }
  }

  /// Recomputes the live slots and the current index from the position, emitting display and
  /// index-change events. Allocates nothing when the set of live slots is unchanged.
  mutating func updateLayout() {
    rebaseLoop()
    updateCurrentIndex()
    guard hasLayout else {
      removeAllSlots()
      return
    }
    hasEverLaidOut = true
    // Indices relative to `origin` until the slots are made: small, whatever the count.
    let visible = visibleLoopIndices(at: offset)
    let restIndex = Self.nearestLoopIndex(offset)
    let restPosition = clampedRest(restIndex)
    let atRest = visibleLoopIndices(at: restPosition)
    // Visible slots plus one on each side of the resting layout: three for full pages,
    // whatever the item count, during a page turn too.
    var low = min(visible.low, atRest.low - 1)
    var high = max(visible.high, atRest.high + 1)
    if !loops {
      low = max(low, 0 &- origin)
      high = min(high, (itemCount - 1) &- origin)
    }
    if high - low + 1 > CarouselConfiguration.maximumLiveSlots {
      low = max(low, visible.low - 1)
      high = low + CarouselConfiguration.maximumLiveSlots - 1
    }
    guard low <= high else {
      removeAllSlots()
      return
    }
    // Loop indices of the slots: the origin's, plus the relative index (which stays within
    // the margin ``maximumItemCount`` leaves below `Int.max`).
    low = origin &+ low
    high = origin &+ high

    var index = 0
    while index < slots.count {
      let slot = slots[index]
      if slot.loopIndex < low || slot.loopIndex > high {
        slots.remove(at: index)
      } else {
        index += 1
      }
    }
    if let first = slots.first?.loopIndex, let last = slots.last?.loopIndex {
      var loopIndex = first - 1
      while loopIndex >= low {
        slots.insert(makeSlot(loopIndex: loopIndex), at: 0)
        loopIndex -= 1
      }
      loopIndex = last + 1
      while loopIndex <= high {
        slots.append(makeSlot(loopIndex: loopIndex))
        loopIndex += 1
      }
    } else {
      for loopIndex in low...high { slots.append(makeSlot(loopIndex: loopIndex)) }
    }

    let length = itemLength
    let viewport = viewportLength
    let inset = leadingInset
    let effect = configuration.effect
    let pitch = pitch
    for index in slots.indices {
      let relative = Double(slots[index].loopIndex &- origin) - offset
      let start = inset + relative * pitch
      let shown = min(start + length, viewport) - max(start, 0)
      slots[index].frame = frame(leadingEdge: start, length: length)
      slots[index].visibleFraction = min(max(shown / length, 0), 1)
      slots[index].progress = relative
      slots[index].transform =
        effect == .slide
        ? .identity : effect.transform(progress: slots[index].progress, pitch: pitch)
    }
  }

  private mutating func makeSlot(loopIndex: Int) -> CarouselSlot {
    let id = lowestFreeSlotID()
    let item = itemIndex(forLoopIndex: loopIndex)
    return CarouselSlot(
      id: id, itemIndex: item, loopIndex: loopIndex, frame: .zero, visibleFraction: 0, progress: 0,
      transform: .identity)
  }

  private func lowestFreeSlotID() -> Int {
    var candidate = 0
    while slots.contains(where: { $0.id == candidate }) { candidate += 1 }
    return candidate
  }

  mutating func removeAllSlots() {
    slots.removeAll(keepingCapacity: true)
  }

  mutating func updateCurrentIndex() {
    let index: Int? =
      itemCount > 0
      ? itemIndex(forLoopIndex: origin, plus: Int(Self.nearestLoopIndex(offset))) : nil
    if index != currentIndex {
      events.append(.currentIndexChanged(index))
      currentIndex = index
    }
  }

  /// Moves whole items from the offset into the integer origin, so the offset stays in
  /// `0 ..< 1` and keeps a `Double`'s full precision however far the carousel travels and
  /// however many items it has. The shift is exact, so nothing on screen moves. A looping
  /// carousel's origin is also kept in `0 ..< itemCount`.
  mutating func rebaseLoop() {
    guard itemCount > 0 else { return }
    if !offset.isFinite {
      offset = 0
      motion = .idle
    }
    if abs(offset) >= Double(Self.farJumpLimit) * 4 {
      // Far beyond any real motion (a finger reported at astronomical coordinates): bring it
      // back within one loop, or next to the ends, before naming it with integers.
      let whole = offset.rounded(.down)
      let reduced =
        loops
        ? whole.truncatingRemainder(dividingBy: Double(itemCount))
        : min(max(whole, positionBounds.lowerBound - 1), positionBounds.upperBound + 1)
      offset = reduced + (offset - whole)
      // Whatever carried it there is as far off: a finger keeps dragging from here, anything
      // else stops (and settles at the next step).
      if case .dragging(var drag) = motion {
        drag.anchorPosition = offset
        drag.anchorCoordinate = drag.coordinate
        motion = .dragging(drag)
      } else {
        motion = .idle
      }
    }
    if offset < 0 || offset >= 1 {
      shiftOrigin(by: Int(offset.rounded(.down)))
    }
    if loops, origin < 0 || origin >= itemCount {
      let normalized = itemIndex(forLoopIndex: origin, plus: 0)
      // The same items, named by loop indices one loop apart.
      for index in slots.indices {
        slots[index].loopIndex = normalized &+ (slots[index].loopIndex &- origin)
      }
      origin = normalized
    }
  }

  /// Moves the origin by `delta` whole items and the offset, the motion and what refers to
  /// them the other way: the same position, named differently.
  mutating func shiftOrigin(by delta: Int) {
    guard delta != 0 else { return }
    offset -= Double(delta)
    motion = motion.shifted(by: -Double(delta))
    travelledItems = travelledItems &+ delta
    let newOrigin = loops ? itemIndex(forLoopIndex: origin, plus: delta) : origin &+ delta
    // A slot keeps its place relative to the offset: its loop index is renamed from the old
    // origin to the new one (they differ by `delta`, or by `delta` less whole loops).
    for index in slots.indices {
      let relative = slots[index].loopIndex &- origin &- delta
      slots[index].loopIndex = newOrigin &+ relative
    }
    origin = newOrigin
  }

  /// The farthest a move travels item by item (about a million items); a programmatic move
  /// farther than this jumps the rest of the way at once. Every frame of such a move shows
  /// other items anyway, and offsets stay small enough to be exact.
  static let farJumpLimit = 1 << 20

  /// Shows the items `steps` further along at once (a far programmatic move): the offset and
  /// the motion keep their values, so the content jumps by whole items. The slots are
  /// rebuilt.
  mutating func jumpOrigin(by steps: Int) {
    guard steps != 0 else { return }
    removeAllSlots()
    travelledItems = travelledItems &+ steps
    origin = loops ? itemIndex(forLoopIndex: origin, plus: steps) : origin &+ steps
  }
}
