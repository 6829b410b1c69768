/// The weights of a one-dimensional resampling pass: for each output pixel, a run of
/// consecutive source pixels and how much each contributes.
///
/// Shrinking averages the source pixels under each output pixel by the area they cover (a
/// box filter: every source pixel counts, so fine detail never aliases into shimmer);
/// enlarging interpolates linearly between the two nearest source pixels.
struct ResamplingKernel {
  /// The first source pixel of each output pixel.
  private(set) var starts: [Int]
  /// How many source pixels each output pixel reads.
  private(set) var counts: [Int]
  /// The weights, `counts[i]` of them for output pixel i, in order, each run summing to 1.
  private(set) var weights: [Float]
  /// Where each output pixel's weights begin in ``weights``.
  private(set) var offsets: [Int]

  /// Builds the weights that map the source window `[windowStart, windowStart +
  /// windowLength)` (in source pixels, fractions allowed) onto `outputLength` pixels.
  init(sourceLength: Int, windowStart: Double, windowLength: Double, outputLength: Int) {
    starts = []
    counts = []
    weights = []
    offsets = []
    starts.reserveCapacity(outputLength)
    counts.reserveCapacity(outputLength)
    offsets.reserveCapacity(outputLength)
    guard sourceLength > 0, outputLength > 0, windowLength > 0 else { return }
    let scale = windowLength / Double(outputLength)
    let last = sourceLength - 1
    for output in 0..<outputLength {
      offsets.append(weights.count)
      if scale > 1 {
        // Area average over the output pixel's footprint.
        let low = windowStart + Double(output) * scale
        let high = low + scale
        let first = min(max(Int(low.rounded(.down)), 0), last)
        let end = min(max(Int(high.rounded(.up)), first + 1), sourceLength)
        var total: Float = 0
        let runStart = weights.count
        for source in first..<end {
          let covered = max(0, min(Double(source + 1), high) - max(Double(source), low))
          weights.append(Float(covered))
          total += Float(covered)
        }
        normalize(from: runStart, total: total)
        starts.append(first)
        counts.append(end - first)
      } else {
        // Linear interpolation between the two nearest source pixel centres.
        let center = windowStart + (Double(output) + 0.5) * scale - 0.5
        let floor = center.rounded(.down)
        let fraction = Float(center - floor)
        let first = Int(floor)
        let a = min(max(first, 0), last)
        let b = min(max(first + 1, 0), last)
        if a == b || fraction == 0 {
          starts.append(a)
          counts.append(1)
          weights.append(1)
        } else {
          starts.append(a)
          counts.append(2)
          weights.append(1 - fraction)
          weights.append(fraction)
        }
      }
    }
  }

  private mutating func normalize(from start: Int, total: Float) {
    guard total > 0 else { return }
    for index in start..<weights.count { weights[index] /= total }
  }
}
