/// The events an engine has produced since its host last drained them, at most
/// ``CarouselEngine/maximumPendingEventCount``: when a new event would exceed that, the
/// oldest is dropped. A host that drains on every frame never loses one; a host that never
/// drains costs bounded memory instead of a list that grows for as long as the carousel runs.
struct PendingEvents: Sendable {
  /// The events, oldest first until the list is full; from then on a ring whose oldest
  /// element is at `oldest`, each new event taking the place of the one it drops. Dropping
  /// costs O(1), not a shift of the whole list on every event.
  private var storage: [CarouselEvent] = []
  private var oldest = 0
  /// Events dropped (oldest first) because the list was full, since the engine was created.
  private(set) var droppedCount = 0

  init() {
    storage.reserveCapacity(16)
  }

  var isEmpty: Bool { storage.isEmpty }

  mutating func append(_ event: CarouselEvent) {
    guard storage.count >= CarouselEngine.maximumPendingEventCount else {
      storage.append(event)
      return
    }
    storage[oldest] = event
    oldest = (oldest + 1) % storage.count
    droppedCount += 1
  }

  /// The pending events, oldest first.
  var events: [CarouselEvent] {
    oldest == 0 ? storage : Array(storage[oldest...]) + storage[..<oldest]
  }

  /// Calls `body` with each pending event, oldest first, without allocating.
  func visitOldestFirst(_ body: (CarouselEvent) -> Void) {
    for index in oldest..<storage.count { body(storage[index]) }
    for index in 0..<oldest { body(storage[index]) }
  }

  /// Forgets the pending events, keeping the storage.
  mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    oldest = 0
  }
}
