// What the shared effect matrices need from a C library that WebAssembly has no module for.
// The allocator and the hash seed are in Web/Sources/CRuntime/runtime.c; libm
// comes from wasi-libc. Nothing imports from WASI, so the page needs no shim.

/// The effect matrices (`Sources/CarouselHosting/Effects`, compiled into this module) call
/// `cos` and `sin`; with no C library module to import they are declared here and taken from
/// libm.
@_extern(c, "cos") func cos(_ x: Double) -> Double
@_extern(c, "sin") func sin(_ x: Double) -> Double
