/// A least-recently-used cache bounded by the total cost of its values.
///
/// A plain value type (no locking): `MemoryImageCache` wraps it in a lock. Entries live in a
/// doubly linked list threaded through an array, most recently used at the head.
struct LRUCache<Key: Hashable, Value> {
  private struct Node {
    var key: Key
    var value: Value
    var cost: Int
    var previous: Int?
    var next: Int?
  }

  private var nodes: [Node?] = []
  private var freeSlots: [Int] = []
  private var slots: [Key: Int] = [:]
  private var head: Int?
  private var tail: Int?

  /// The most the values may cost together.
  var costLimit: Int {
    didSet { trim(toCost: costLimit) }
  }
  /// What the values cost together; never above `costLimit`.
  private(set) var totalCost = 0

  init(costLimit: Int) {
    self.costLimit = max(0, costLimit)
  }

  var count: Int { slots.count }

  /// The keys from most to least recently used.
  var keysByRecency: [Key] {
    var keys: [Key] = []
    var cursor = head
    while let slot = cursor, let node = nodes[slot] {
      keys.append(node.key)
      cursor = node.next
    }
    return keys
  }

  /// The value for `key`, which becomes the most recently used.
  mutating func value(for key: Key) -> Value? {
    guard let slot = slots[key], let node = nodes[slot] else { return nil }
    moveToHead(slot)
    return node.value
  }

  /// Whether a value is stored for `key`, without touching its recency.
  func contains(_ key: Key) -> Bool { slots[key] != nil }

  /// Stores `value`, evicting least recently used values until the total fits the limit.
  ///
  /// - Returns: Whether the value was stored; a value costing more than the whole limit is
  ///   not (and any older value for the key is removed).
  @discardableResult
  mutating func insert(_ value: Value, for key: Key, cost: Int) -> Bool {
    removeValue(for: key)
    let cost = max(0, cost)
    guard cost <= costLimit else { return false }
    trim(toCost: costLimit - cost)
    let node = Node(key: key, value: value, cost: cost, previous: nil, next: head)
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      nodes[slot] = node
    } else {
      slot = nodes.count
      nodes.append(node)
    }
    if let oldHead = head { nodes[oldHead]?.previous = slot }
    head = slot
    if tail == nil { tail = slot }
    slots[key] = slot
    totalCost += cost
    return true
  }

  /// Removes the value for `key`, if any.
  @discardableResult
  mutating func removeValue(for key: Key) -> Value? {
    guard let slot = slots.removeValue(forKey: key), let node = nodes[slot] else { return nil }
    unlink(slot)
    nodes[slot] = nil
    freeSlots.append(slot)
    totalCost -= node.cost
    return node.value
  }

  /// Evicts least recently used values until the total cost is at most `cost`.
  mutating func trim(toCost cost: Int) {
    while totalCost > max(0, cost), let last = tail, let node = nodes[last] {
      removeValue(for: node.key)
    }
  }

  mutating func removeAll() {
    nodes = []
    freeSlots = []
    slots = [:]
    head = nil
    tail = nil
    totalCost = 0
  }

  private mutating func moveToHead(_ slot: Int) {
    guard head != slot else { return }
    unlink(slot)
    nodes[slot]?.previous = nil
    nodes[slot]?.next = head
    if let oldHead = head { nodes[oldHead]?.previous = slot }
    head = slot
    if tail == nil { tail = slot }
  }

  private mutating func unlink(_ slot: Int) {
    guard let node = nodes[slot] else { return }
    if let previous = node.previous {
      nodes[previous]?.next = node.next
    } else {
      head = node.next
    }
    if let next = node.next {
      nodes[next]?.previous = node.previous
    } else {
      tail = node.previous
    }
  }
}
