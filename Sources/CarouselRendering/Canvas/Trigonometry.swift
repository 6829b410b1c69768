#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

// The renderer uses the C math library directly, not Foundation, so it stays light.

@inline(__always)
func sine(_ x: Double) -> Double { sin(x) }

@inline(__always)
func cosine(_ x: Double) -> Double { cos(x) }
