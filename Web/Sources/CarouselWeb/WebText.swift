import CarouselCore

/// The words of a carousel's frame as the page reads them (``OutputLayout/Text``): UTF-8 in
/// linear memory, each word ended by a NUL, with a version that changes only when a word does.
///
/// The words change on a page turn (the exposed slide's label), a stop or a start (the
/// control's label), a reload (the dots' labels) or a new language or label of the page's
/// (the controls' and regions' labels, the role descriptions), not from frame to frame:
/// the page decodes them (one `TextDecoder` call) only when the frame's version is new.
struct WebText {
  /// The bytes, valid up to ``count``.
  private(set) var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int
  /// Bumped each time the words change.
  private(set) var version = 0

  /// What the words were made from.
  private var slideLabel = ""
  private var rotationLabel = ""
  private var pageCount = 0
  private var strings = CarouselAccessibilityStrings()
  /// The dots' labels as written last: a page turn changes the slide's label, not theirs.
  private var pageLabels: [UInt8] = []

  init() {
    capacity = 256
    base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
  }

  /// Frees the memory (the carousel is gone).
  func deallocate() { base.deallocate() }

  /// Writes the words of `frame`, in `strings`, unless they are the ones written last.
  mutating func update(_ frame: CarouselFrame, strings newStrings: CarouselAccessibilityStrings) {
    let newRotationLabel = frame.accessibility.rotationActionLabel ?? ""
    let newPageCount = frame.indicator.pageCount
    guard
      version == 0 || !frame.accessibility.slideLabel.hasSameUTF8(as: slideLabel)
        || !newRotationLabel.hasSameUTF8(as: rotationLabel) || newPageCount != pageCount
        || newStrings != strings
    else { return }
    if version == 0 || newPageCount != pageCount || newStrings != strings {
      pageLabels.removeAll(keepingCapacity: true)
      for page in 0..<newPageCount {
        pageLabels.append(
          contentsOf: newStrings.itemValue(index: page, count: newPageCount).utf8Bytes)
        pageLabels.append(0)
      }
    }
    slideLabel = frame.accessibility.slideLabel
    rotationLabel = newRotationLabel
    pageCount = newPageCount
    strings = newStrings
    count = 0
    append(slideLabel)
    append(rotationLabel)
    append(newStrings.previousItem)
    append(newStrings.nextItem)
    append(newStrings.indicatorLabel)
    append(newStrings.itemsLabel)
    append(newStrings.carouselRoleDescription)
    append(newStrings.itemRoleDescription)
    pageLabels.withUnsafeBufferPointer { append(bytes: $0) }
    version &+= 1
  }

  /// Appends a word and its NUL.
  private mutating func append(_ word: String) {
    word.withUTF8Bytes { bytes in
      append(bytes: bytes)
      reserve(1)
      base[count] = 0
      count += 1
    }
  }

  private mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
    reserve(bytes.count)
    if let source = bytes.baseAddress { (base + count).update(from: source, count: bytes.count) }
    count += bytes.count
  }

  private mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    var grown = capacity
    while grown < count + extra { grown *= 2 }
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    buffer.update(from: base, count: count)
    base.deallocate()
    base = buffer
    capacity = grown
  }
}
