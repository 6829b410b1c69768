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

  /// Makes room for `extra` more numbers, so that the records after it never grow the
  /// buffer.
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

  /// Appends `count` zeros, room for them reserved here, to be set through the record
  /// subscripts; returns where they start.
  mutating func appendRecord(_ count: Int) -> Int {
    reserve(count)
    let start = self.count
    (base + start).initialize(repeating: 0, count: count)
    self.count += count
    return start
  }

  /// A number of the frame header that starts at `start`.
  subscript(header start: Int, field: OutputLayout.Header) -> Double {
    get { base[start + field.rawValue] }
    set { base[start + field.rawValue] = newValue }
  }

  /// A number of the slot record that starts at `start`.
  subscript(slot start: Int, field: OutputLayout.Slot) -> Double {
    get { base[start + field.rawValue] }
    set { base[start + field.rawValue] = newValue }
  }

  /// A number of the dot record that starts at `start`.
  subscript(dot start: Int, field: OutputLayout.Dot) -> Double {
    get { base[start + field.rawValue] }
    set { base[start + field.rawValue] = newValue }
  }

  /// A number of the event record that starts at `start`.
  subscript(event start: Int, field: OutputLayout.Event) -> Double {
    get { base[start + field.rawValue] }
    set { base[start + field.rawValue] = newValue }
  }

  /// Writes a matrix's sixteen members from `index` on, row by row: `m11, m12, ..., m44`, the
  /// order CSS `matrix3d()` takes them in (its column-major order for column vectors is Core
  /// Animation's row-major order for row vectors).
  mutating func write(_ matrix: CarouselMatrix3D, at index: Int) {
    let row = base + index
    (row[0], row[1], row[2], row[3]) = (matrix.m11, matrix.m12, matrix.m13, matrix.m14)
    (row[4], row[5], row[6], row[7]) = (matrix.m21, matrix.m22, matrix.m23, matrix.m24)
    (row[8], row[9], row[10], row[11]) = (matrix.m31, matrix.m32, matrix.m33, matrix.m34)
    (row[12], row[13], row[14], row[15]) = (matrix.m41, matrix.m42, matrix.m43, matrix.m44)
  }

  /// An optional index as a number: -1 for nil.
  static func number(_ value: Int?) -> Double { value.map { Double($0) } ?? -1 }
}
