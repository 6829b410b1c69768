/// The events an engine has produced since its host last drained them, at most
/// ``CarouselEngine/maximumPendingEventCount``: when a new event would exceed that, the
/// oldest is dropped. A host that drains on every frame never loses one; a host that never
/// drains costs bounded memory instead of a list that grows for as long as the carousel runs.
struct PendingEvents: Sendable {
  private(set) var events: [CarouselEvent] = []
  /// Events dropped (oldest first) because the list was full, since the engine was created.
  private(set) var droppedCount = 0

  init() {
    events.reserveCapacity(16)
  }

  var isEmpty: Bool { events.isEmpty }

  mutating func append(_ event: CarouselEvent) {
    if events.count >= CarouselEngine.maximumPendingEventCount {
      // O(maximumPendingEventCount), and only for a host that stopped draining.
      events.removeFirst()
      droppedCount += 1
    }
    events.append(event)
  }

  /// Forgets the pending events, keeping the storage.
  mutating func removeAll() {
    events.removeAll(keepingCapacity: true)
  }
}
