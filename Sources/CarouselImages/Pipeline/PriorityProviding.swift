/// Something whose current priority a scheduler can read when it picks the next job.
///
/// Priorities are read, not pushed: a job waiting for a slot is ranked by the highest
/// priority among whoever waits for it at the moment a slot frees up, so a prefetch that a
/// visible slot joins moves ahead at once.
protocol PriorityProviding: Sendable {
  var currentPriority: ImageRequest.Priority { get }
}

/// The fixed priority of one caller.
struct FixedPriority: PriorityProviding {
  let currentPriority: ImageRequest.Priority

  init(_ priority: ImageRequest.Priority) {
    currentPriority = priority
  }
}
