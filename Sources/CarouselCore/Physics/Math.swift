// The C math library is the only system dependency of the engine: no Foundation, so the core
// also builds for embedded and WebAssembly targets.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WASILibc)
  import WASILibc
#elseif canImport(ucrt)
  import ucrt
#else
  // No C library module to import (Embedded Swift for wasm32-unknown-none-wasm, built by
  // scripts/build-web.sh with `-enable-experimental-feature Extern`): declare the four
  // functions the engine uses; the linker takes them from libm.
  @_extern(c, "exp") func exp(_ x: Double) -> Double
  @_extern(c, "log") func log(_ x: Double) -> Double
  @_extern(c, "sin") func sin(_ x: Double) -> Double
  @_extern(c, "cos") func cos(_ x: Double) -> Double
#endif

@inline(__always)
func naturalExp(_ x: Double) -> Double { exp(x) }

@inline(__always)
func naturalLog(_ x: Double) -> Double { log(x) }

@inline(__always)
func sine(_ x: Double) -> Double { sin(x) }

@inline(__always)
func cosine(_ x: Double) -> Double { cos(x) }

/// The loop arithmetic at the heart of the carousel: the item shown by slot `k` of `count`.
///
/// Slot k shows item ((k mod N) + N) mod N, for any k, negative ones included.
///
/// - Parameters:
///   - slot: Any integer slot index (the loop has no ends).
///   - count: The number of items; must be greater than zero.
/// - Returns: An index in `0 ..< count`.
@inlinable
public func carouselItemIndex(forSlot slot: Int, count: Int) -> Int {
  precondition(count > 0, "an empty carousel has no item for any slot")
  let remainder = slot % count
  return remainder < 0 ? remainder + count : remainder
}
