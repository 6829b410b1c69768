import Foundation

/// What the pipeline knows about each URL's stored picture: what HTTP said about it, when
/// the server last confirmed or replaced it, and its version.
///
/// The version changes whenever the picture is replaced by a new one (and only then). A load
/// notes the version before it reads the bytes, and its decoded image goes into the memory
/// cache only if the version is still the same: an image decoded from bytes that have been
/// replaced meanwhile is never cached. Versions come from one counter that only grows, so a
/// record forgotten (the table keeps the most recently used URLs) and made again never
/// reuses a version an older load noted.
final class CachedResponseTable: Sendable {
  struct Record {
    var version: UInt64
    /// What HTTP said about the stored copy, when known.
    var info: CachedResponseInfo?
    /// When the server last confirmed or replaced the copy, by the local clock.
    var checkedAt: Date?
    var lastUse: UInt64
  }

  private struct State {
    var records: [URL: Record] = [:]
    var counter: UInt64 = 0
    var uses: UInt64 = 0
  }

  /// The most URLs remembered.
  let capacity: Int
  private let state = LockedState(State())

  init(capacity: Int = 4096) {
    self.capacity = max(1, capacity)
  }

  /// The version of the picture at `url` now.
  func version(of url: URL) -> UInt64 {
    state.withLock { state in record(for: url, in: &state).version }
  }

  /// What is known about `url`, if anything.
  func record(of url: URL) -> Record? {
    state.withLock { $0.records[url] }
  }

  /// Notes what the stored copy says about itself (read from the disk), unless the server
  /// told more since.
  func learn(_ url: URL, info: CachedResponseInfo?) {
    state.withLock { state in
      var record = record(for: url, in: &state)
      guard record.checkedAt == nil || record.info == nil else { return }
      record.info = info
      state.records[url] = record
    }
  }

  /// The server confirmed (or first sent) the copy at `time`.
  func confirm(_ url: URL, info: CachedResponseInfo?, at time: Date) {
    state.withLock { state in
      var record = record(for: url, in: &state)
      record.info = info
      record.checkedAt = time
      state.records[url] = record
    }
  }

  /// The server sent a new picture at `time`: a new version.
  ///
  /// - Returns: The new version.
  func replace(_ url: URL, info: CachedResponseInfo?, at time: Date) -> UInt64 {
    state.withLock { state in
      var record = record(for: url, in: &state)
      state.counter += 1
      record.version = state.counter
      record.info = info
      record.checkedAt = time
      state.records[url] = record
      return record.version
    }
  }

  /// Runs `body` if `version` is still the version of `url`, holding the table's lock so
  /// that no replacement happens in between.
  ///
  /// - Returns: Whether `body` ran.
  @discardableResult
  func ifCurrent(_ url: URL, version: UInt64, _ body: () -> Void) -> Bool {
    state.withLock { state in
      guard record(for: url, in: &state).version == version else { return false }
      body()
      return true
    }
  }

  /// The record of `url`, made (with the current counter as its version) if there is none;
  /// the least recently used record goes when the table is full.
  private func record(for url: URL, in state: inout State) -> Record {
    state.uses += 1
    if var record = state.records[url] {
      record.lastUse = state.uses
      state.records[url] = record
      return record
    }
    if state.records.count >= capacity,
      let oldest = state.records.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      state.records[oldest.key] = nil
    }
    let record = Record(version: state.counter, info: nil, checkedAt: nil, lastUse: state.uses)
    state.records[url] = record
    return record
  }
}
