/// Binds image requests to recycled slots and reports what each slot should show.
///
/// Slots are identified by small integers (the engine's slot ids), so the binder needs
/// nothing from the engine. Binding a slot to a new request cancels the previous one and
/// invalidates it: an image that arrives for a request the slot no longer shows is never
/// delivered to that slot, however late it comes.
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
    var state: SlotImageState
    var generation: UInt64
    var task: Task<Void, Never>?
  }

  private let pipeline: ImagePipeline
  private let onChange: ChangeHandler
  private var bindings: [Int: Binding] = [:]
  private var generation: UInt64 = 0

  /// Creates a binder.
  ///
  /// - Parameters:
  ///   - pipeline: Where images come from.
  ///   - onChange: Told about every state change of every slot.
  public init(pipeline: ImagePipeline, onChange: @escaping ChangeHandler) {
    self.pipeline = pipeline
    self.onChange = onChange
  }

  /// Cancels the requests still in flight: a dismissed carousel stops loading its images
  /// (a download or decode that another caller shares goes on for that caller).
  deinit {
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

  /// Shows `request` in `slot`, or nothing when `request` is `nil`.
  ///
  /// A cached image is delivered at once, with no placeholder in between. Otherwise the slot
  /// goes to `.loading`, then `.loaded` or `.failed`. Binding the request a slot already
  /// shows or loads does nothing (no reload on relayout); binding it after a failure tries
  /// again. The request runs at `.high` priority: the slot is on screen.
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
    if let current = bindings[slot]?.state {
      switch current {
      case .loading(let shown), .loaded(_, let shown):
        if shown.cacheKey == request.cacheKey { return }
      case .failed, .empty:
        break
      }
    }
    bindings[slot]?.task?.cancel()
    generation += 1
    let token = generation
    if let image = pipeline.cachedImage(for: request) {
      update(slot, Binding(state: .loaded(image, request), generation: token, task: nil))
      return
    }
    let pipeline = self.pipeline
    let task = Task { [weak self, request] in
      let state: SlotImageState
      do throws(ImageError) {
        state = .loaded(try await pipeline.image(for: request), request)
      } catch {
        state = .failed(error, request)
      }
      self?.deliver(state, toSlot: slot, generation: token)
    }
    update(slot, Binding(state: .loading(request), generation: token, task: task))
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

  private func deliver(_ state: SlotImageState, toSlot slot: Int, generation token: UInt64) {
    // A slot rebound (or unbound) since this request started must not see its result.
    guard let binding = bindings[slot], binding.generation == token else { return }
    if case .failed(.cancelled, _) = state { return }
    update(slot, Binding(state: state, generation: token, task: nil))
  }

  private func update(_ slot: Int, _ binding: Binding) {
    bindings[slot] = binding
    onChange(slot, binding.state)
  }
}
