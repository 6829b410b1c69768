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
  static func nearestLoopIndex(_ position: Double) -> Double {
    (position + 0.5).rounded(.down)
  }

  /// The valid range of positions when not looping.
  var positionBounds: ClosedRange<Double> { 0...Double(max(0, itemCount - 1)) }

  /// The item shown by a loop index.
  func itemIndex(forLoopIndex loopIndex: Int) -> Int {
    loops
      ? carouselItemIndex(forSlot: loopIndex, count: itemCount)
      : min(max(loopIndex, 0), itemCount - 1)
  }

  /// The loop indices of the items that intersect the viewport at `position`.
  func visibleLoopIndices(at position: Double) -> (low: Int, high: Int) {
    let pitch = pitch
    let low = (position - (leadingInset + itemLength) / pitch).rounded(.down) + 1
    let high = (position + (viewportLength - leadingInset) / pitch).rounded(.up) - 1
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
    let visible = visibleLoopIndices(at: position)
    let restIndex = Self.nearestLoopIndex(position)
    let restPosition = loops ? restIndex : min(max(restIndex, 0), positionBounds.upperBound)
    let atRest = visibleLoopIndices(at: restPosition)
    // Visible slots plus one on each side of the resting layout: three for full pages,
    // whatever the item count, during a page turn too.
    var low = min(visible.low, atRest.low - 1)
    var high = max(visible.high, atRest.high + 1)
    if !loops {
      low = max(low, 0)
      high = min(high, itemCount - 1)
    }
    if high - low + 1 > CarouselConfiguration.maximumLiveSlots {
      low = max(low, visible.low - 1)
      high = low + CarouselConfiguration.maximumLiveSlots - 1
    }
    guard low <= high else {
      removeAllSlots()
      return
    }

    var index = 0
    while index < slots.count {
      let slot = slots[index]
      if slot.loopIndex < low || slot.loopIndex > high {
        events.append(.slotDidEndDisplaying(slotID: slot.id, itemIndex: slot.itemIndex))
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
      let loopIndex = slots[index].loopIndex
      let start = inset + (Double(loopIndex) - position) * pitch
      let shown = min(start + length, viewport) - max(start, 0)
      slots[index].frame = frame(leadingEdge: start, length: length)
      slots[index].visibleFraction = min(max(shown / length, 0), 1)
      slots[index].progress = Double(loopIndex) - position
      slots[index].transform =
        effect == .slide
        ? .identity : effect.transform(progress: slots[index].progress, pitch: pitch)
    }
  }

  private mutating func makeSlot(loopIndex: Int) -> CarouselSlot {
    let id = lowestFreeSlotID()
    let item = itemIndex(forLoopIndex: loopIndex)
    events.append(.slotWillDisplay(slotID: id, itemIndex: item))
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
    for slot in slots {
      events.append(.slotDidEndDisplaying(slotID: slot.id, itemIndex: slot.itemIndex))
    }
    slots.removeAll(keepingCapacity: true)
  }

  mutating func updateCurrentIndex() {
    let index: Int? =
      itemCount > 0 ? itemIndex(forLoopIndex: Int(Self.nearestLoopIndex(position))) : nil
    if index != currentIndex {
      events.append(.currentIndexChanged(from: currentIndex, to: index))
      currentIndex = index
    }
  }

  /// Shifts the position and everything that refers to it by whole loops so it stays in
  /// `0 ..< itemCount`: doubles keep full precision after a week of auto-advance, and the
  /// shift is exact, so nothing on screen moves.
  mutating func rebaseLoop() {
    guard loops, itemCount > 0, position < 0 || position >= Double(itemCount) else { return }
    let delta = -flooredMultiple(of: position, modulus: Double(itemCount))
    shiftLoop(by: delta)
  }

  /// Moves the position, the motion and the slots' loop indices by a whole number of items.
  mutating func shiftLoop(by delta: Double) {
    guard delta != 0 else { return }
    position += delta
    motion = motion.shifted(by: delta)
    let steps = Int(delta)
    for index in slots.indices { slots[index].loopIndex += steps }
  }
}
