import CAllocationCounter
import CarouselTerminal

/// Times `body` and returns nanoseconds per iteration, the best of `rounds` rounds (the
/// least disturbed by other work on the machine).
func nanosecondsPerIteration(
  iterations: Int, rounds: Int = 5, _ body: (Int) -> Void
) -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    // CLOCK_MONOTONIC rather than ContinuousClock, which needs macOS 13.
    let start = MonotonicClock.now()
    for iteration in 0..<iterations { body(iteration) }
    let nanoseconds = (MonotonicClock.now() - start) * 1e9
    best = min(best, nanoseconds / Double(iterations))
  }
  return best
}

/// Heap allocations made by `body`, counted at the C allocator.
func allocations(in body: () -> Void) -> (count: UInt64, liveBytes: Int64) {
  let before = allocation_counter_read()
  body()
  let after = allocation_counter_read()
  return (after.allocations - before.allocations, after.live_bytes - before.live_bytes)
}

var isAllocationCounterAvailable: Bool { allocation_counter_available() != 0 }

/// Prints a section heading.
func printHeading(_ title: String) {
  print("")
  print("## \(title)")
  print("")
}

/// Prints a Markdown table row.
func printRow(_ cells: String...) {
  print("| " + cells.joined(separator: " | ") + " |")
}

/// Formats a number with a fixed count of decimals, without Foundation.
func formatted(_ value: Double, decimals: Int = 1) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (abs(value) * scale).rounded() / scale
  let whole = Int(rounded)
  var text = (value < 0 ? "-" : "") + String(whole)
  if decimals > 0 {
    let fraction = Int(((rounded - Double(whole)) * scale).rounded())
    let digits = String(fraction)
    text += "." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
  }
  return text
}

/// Keeps a value alive and observed so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withUnsafePointer(to: value) { _ in }
}
