import Foundation

/// Binds image requests to recycled slots and reports what each slot should show.
///
/// Slots are identified by small integers (the engine's slot ids), so the binder needs
/// nothing from the engine. Binding a slot to a new request cancels the previous one and
/// invalidates it: an image that arrives for a request the slot no longer shows is never
/// delivered to that slot, however late it comes.
///
/// A slot that shows an image and is bound to the same picture at another size (same URL and
/// content mode: the slot was resized) keeps showing its image until the new one is ready,
/// instead of falling back to the placeholder. A different URL always shows the placeholder
/// first, so a recycled slot never shows another item's picture.
///
/// When the server has a new picture at a URL a slot shows (the pipeline found it while
/// revalidating, see `ImagePipeline.updatedImageURLs()`), the slot changes to the new image
/// in one step, with no placeholder in between; if the server no longer has it, the slot
/// shows the failure.
///
/// ```swift
/// let binder = SlotImageBinder(pipeline: .shared) { slot, state in
///   views[slot].show(state)  // placeholder, image or failure image
/// }
/// binder.bind(ImageRequest(url: urls[item], targetSize: slotPixels), toSlot: slot.id)
/// ```
@MainActor
public final class SlotImageBinder {
  /// Called on the main actor whenever a slot's state changes.
  public typealias ChangeHandler = @MainActor (_ slot: Int, _ state: SlotImageState) -> Void

  private struct Binding {
    /// What the slot shows.
    var state: SlotImageState
    /// The request bound last: the one loading, or the one whose result the slot shows.
    var request: ImageRequest
    var generation: UInt64
    var task: Task<Void, Never>?
    /// The load replaces the picture the server changed: its failure is shown.
    var isRefresh = false
    /// A size the slot asked for and could not get while it shows the picture at another:
    /// asked for again when the picture's URL is announced (a retry falling due).
    var failedResize: ImageRequest?
  }

  private let pipeline: ImagePipeline
  private let onChange: ChangeHandler
  private var bindings: [Int: Binding] = [:]
  private var generation: UInt64 = 0
  /// Reads the pipeline's changed pictures for as long as the binder lives.
  private var updatesTask: Task<Void, Never>?

  /// Creates a binder.
  ///
  /// - Parameters:
  ///   - pipeline: Where images come from.
  ///   - onChange: Told about every state change of every slot.
  public init(pipeline: ImagePipeline, onChange: @escaping ChangeHandler) {
    self.pipeline = pipeline
    self.onChange = onChange
    let updates = pipeline.updatedImageURLs()
    updatesTask = Task { [weak self] in
      for await url in updates {
        guard let self else { return }
        self.pictureChanged(at: url)
      }
    }
  }

  /// Cancels the requests still in flight: a dismissed carousel stops loading its images
  /// (a download or decode that another caller shares goes on for that caller).
  deinit {
    updatesTask?.cancel()
    for binding in bindings.values { binding.task?.cancel() }
  }

  /// What the slot shows now.
  ///
  /// - Parameter slot: The slot id.
  /// - Returns: `.empty` for a slot never bound or unbound.
  public func state(ofSlot slot: Int) -> SlotImageState {
    bindings[slot]?.state ?? .empty
  }

  /// The ids of the slots with a request bound.
  public var boundSlots: [Int] { bindings.keys.sorted() }

  /// The request the slot is bound to: the one loading, or the one whose image or failure
  /// it shows; `nil` for a slot never bound or unbound.
  ///
  /// While a resized slot loads its new image, `state(ofSlot:)` is still the previous image
  /// and this is the new request.
  public func request(ofSlot slot: Int) -> ImageRequest? {
    bindings[slot]?.request
  }

  /// Shows `request` in `slot`, or nothing when `request` is `nil`.
  ///
  /// A cached image is delivered at once, with no placeholder in between. Otherwise the slot
  /// goes to `.loading`, then `.loaded` or `.failed`, except when it shows an image of the
  /// same URL and content mode: then it keeps showing that image until the new one arrives
  /// (and keeps it if the new one fails). Binding the request a slot already shows or loads
  /// does nothing (no reload on relayout); binding it after a failure tries again. The
  /// request runs at `.high` priority: the slot is on screen.
  ///
  /// - Parameters:
  ///   - request: The image for the slot.
  ///   - slot: The slot id.
  public func bind(_ request: ImageRequest?, toSlot slot: Int) {
    guard var request else {
      unbind(slot: slot)
      return
    }
    request.priority = .high
    let current = bindings[slot]
    if let current, current.request.cacheKey == request.cacheKey {
      if case .failed = current.state {} else { return }
    }
    current?.task?.cancel()
    generation += 1
    let token = generation
    if let current, case .loaded(_, let shown) = current.state, shown.cacheKey == request.cacheKey {
      // Back to the size the slot shows: the request for another size is dropped.
      bindings[slot] = Binding(state: current.state, request: shown, generation: token, task: nil)
      return
    }
    if let image = pipeline.cachedImage(for: request) {
      update(
        slot,
        Binding(state: .loaded(image, request), request: request, generation: token, task: nil))
      // Shown at once, and checked with the server if its freshness ran out.
      pipeline.revalidateInBackgroundIfDue(
        request.url, policy: request.cachePolicy ?? pipeline.configuration.cachePolicy)
      return
    }
    let task = load(request, toSlot: slot, generation: token)
    if let current, case .loaded(_, let shown) = current.state, shown.showsSamePicture(as: request)
    {
      // Only the size changed: the picture stays until the new one is ready.
      bindings[slot] = Binding(
        state: current.state, request: request, generation: token, task: task)
      return
    }
    update(slot, Binding(state: .loading(request), request: request, generation: token, task: task))
  }

  /// Cancels the slot's request and empties it.
  ///
  /// - Parameter slot: The slot id.
  public func unbind(slot: Int) {
    guard let binding = bindings.removeValue(forKey: slot) else { return }
    binding.task?.cancel()
    onChange(slot, .empty)
  }

  /// Cancels every request and empties every slot.
  public func unbindAll() {
    for slot in boundSlots { unbind(slot: slot) }
  }

  /// Loads `request` for `slot` in a task; the result is delivered if the slot is still
  /// bound to it.
  private func load(_ request: ImageRequest, toSlot slot: Int, generation token: UInt64)
    -> Task<Void, Never>
  {
    let pipeline = self.pipeline
    return Task { [weak self, request] in
      let state: SlotImageState
      do throws(ImageError) {
        state = .loaded(try await pipeline.image(for: request), request)
      } catch {
        state = .failed(error, request)
      }
      self?.deliver(state, toSlot: slot, generation: token)
    }
  }

  /// The server has a new picture at `url` (or none any more): every slot showing or loading
  /// it moves to the new image, keeping the old one on screen until then.
  private func pictureChanged(at url: URL) {
    for (slot, binding) in bindings where binding.request.url == url {
      if let wanted = binding.failedResize {
        // The size that failed is tried again; the picture stays as it is until then.
        binding.task?.cancel()
        generation += 1
        var resized = binding
        resized.request = wanted
        resized.failedResize = nil
        resized.generation = generation
        resized.task = load(wanted, toSlot: slot, generation: generation)
        bindings[slot] = resized
        continue
      }
      let request = binding.request
      if let image = pipeline.cachedImage(for: request), binding.state == .loaded(image, request) {
        // Already shows what the cache holds (the URL was due a retry that another slot made).
        continue
      }
      binding.task?.cancel()
      generation += 1
      if let image = pipeline.cachedImage(for: request) {
        update(
          slot,
          Binding(
            state: .loaded(image, request), request: request, generation: generation, task: nil))
        continue
      }
      var refreshed = binding
      refreshed.generation = generation
      refreshed.task = load(request, toSlot: slot, generation: generation)
      refreshed.isRefresh = true
      bindings[slot] = refreshed
    }
  }

  private func deliver(_ state: SlotImageState, toSlot slot: Int, generation token: UInt64) {
    // A slot rebound (or unbound) since this request started must not see its result.
    guard var binding = bindings[slot], binding.generation == token else { return }
    if case .failed(.cancelled, _) = state { return }
    binding.task = nil
    if case .failed = state, case .loaded(_, let shown) = binding.state, !binding.isRefresh {
      // The picture at another size failed: keep showing it at the size it has, and ask
      // for that size again when a retry falls due.
      binding.failedResize = binding.request
      binding.request = shown
      bindings[slot] = binding
      return
    }
    binding.state = state
    update(slot, binding)
  }

  private func update(_ slot: Int, _ binding: Binding) {
    bindings[slot] = binding
    onChange(slot, binding.state)
  }
}

extension ImageRequest {
  /// Whether `other` is the same picture drawn the same way, at any size.
  func showsSamePicture(as other: ImageRequest) -> Bool {
    url == other.url && contentMode == other.contentMode
  }
}
