// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InfiniteCarousel",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
  products: [
    .library(name: "CarouselCore", targets: ["CarouselCore"]),
    .executable(name: "carousel-bench", targets: ["CarouselBench"]),
  ],
  targets: [
    // The engine: pure Swift, no Foundation, stepped in time by its callers.
    .target(name: "CarouselCore"),
    .testTarget(name: "CarouselCoreTests", dependencies: ["CarouselCore"]),

    // Benchmarks: a release-built executable that prints figures and ratios.
    .target(name: "CAllocationCounter"),
    .executableTarget(name: "CarouselBench", dependencies: ["CarouselCore", "CAllocationCounter"]),
  ],
  swiftLanguageModes: [.v6]
)
