import CarouselCore

/// Numbers laid out in linear memory for the page to read as a `Float64Array`: a frame of
/// one carousel (see ``OutputLayout``). It grows as needed and is reused frame after frame.
struct OutputBuffer {
  private(set) var base: UnsafeMutablePointer<Double>
  private(set) var capacity: Int
  private(set) var count = 0

  init() {
    capacity = 256
    base = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
  }

  /// Frees the memory (the carousel is gone).
  func deallocate() { base.deallocate() }

  mutating func removeAll() { count = 0 }

  subscript(index: Int) -> Double {
    get { base[index] }
    set { base[index] = newValue }
  }

  /// Makes room for `extra` more numbers, so that the appends after it never grow the
  /// buffer (and stay small where they are inlined).
  mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    var grown = capacity
    while grown < count + extra { grown *= 2 }
    let buffer = UnsafeMutablePointer<Double>.allocate(capacity: grown)
    buffer.update(from: base, count: count)
    base.deallocate()
    base = buffer
    capacity = grown
  }

  /// Appends a number; room for it must have been reserved.
  mutating func append(_ value: Double) {
    assert(count < capacity, "reserve before appending")
    base[count] = value
    count += 1
  }

  /// An optional index: -1 for nil.
  mutating func append(_ value: Int?) { append(value.map { Double($0) } ?? -1) }

  mutating func append(_ rect: CarouselRect) {
    append(rect.minX)
    append(rect.minY)
    append(rect.size.width)
    append(rect.size.height)
  }

  /// Red, green, blue and alpha, each 0 ... 255.
  mutating func append(_ color: RGBAColor) {
    append(Double(color.red))
    append(Double(color.green))
    append(Double(color.blue))
    append(Double(color.alpha))
  }

  /// The sixteen members row by row: `m11, m12, ..., m44`, the order CSS `matrix3d()` takes
  /// them in (its column-major order for column vectors is Core Animation's row-major order
  /// for row vectors).
  mutating func append(_ matrix: CarouselMatrix3D) {
    append(matrix.m11)
    append(matrix.m12)
    append(matrix.m13)
    append(matrix.m14)
    append(matrix.m21)
    append(matrix.m22)
    append(matrix.m23)
    append(matrix.m24)
    append(matrix.m31)
    append(matrix.m32)
    append(matrix.m33)
    append(matrix.m34)
    append(matrix.m41)
    append(matrix.m42)
    append(matrix.m43)
    append(matrix.m44)
  }

  /// An event: its kind and two values (-1 for none).
  mutating func append(event kind: Int, _ first: Int?, _ second: Int?) {
    append(Double(kind))
    append(first)
    append(second)
  }
}

/// Where each number of a frame is. `Web/infinite-carousel.js` reads the same offsets.
///
/// A frame is a header of ``headerCount`` numbers, then ``slotStride`` numbers for each live
/// slot, ``dotStride`` for each page dot and ``eventStride`` for each event:
///
/// - header: next wake-up (NaN when idle), current index, destination index (-1 for none),
///   item count, flags, the slot exposed to assistive technologies, the cross-fade's outgoing
///   item and opacity, position, unwrapped position, slot count, dot count, the indicator's
///   frame (x, y, width, height), the slides' frame, the countdown's progress and duration,
///   the engine's time, the indicator's colour and current colour (each red, green, blue,
///   alpha), the event count;
/// - slot: id, item, visible fraction, opacity, z-index, frame (4), matrix (16);
/// - dot: page, frame (4), corner radius, current-colour fraction, colour (4), timer fill (4,
///   NaN when none);
/// - event: kind, two values.
enum OutputLayout {
  static let headerCount = 32
  static let slotStride = 25
  static let dotStride = 15
  static let eventStride = 3

  // Flags.
  static let isRotating = 1
  static let hasRotation = 2
  static let isStoppedByUser = 4
  static let isDragging = 8
  static let isAnimating = 16
  static let prefersReducedMotion = 32
  static let isIndicatorHidden = 64
  static let isCountdownRunning = 128

  // Event kinds.
  static let currentIndexChanged = 1
  static let itemSelected = 2
  static let slotWillDisplay = 3
  static let slotDidEndDisplaying = 4
  static let autoAdvancePaused = 5
  static let autoAdvanceResumed = 6
  static let draggingBegan = 7
  static let scrollingEnded = 8
  static let scrollAnimationEnded = 9
}
