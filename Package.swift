// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InfiniteCarousel",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
  products: [
    .library(name: "CarouselCore", targets: ["CarouselCore"]),
    .library(name: "CarouselHosting", targets: ["CarouselHosting"]),
    .library(name: "CarouselUIKit", targets: ["CarouselUIKit"]),
    .library(name: "CarouselSwiftUI", targets: ["CarouselSwiftUI"]),
    .executable(name: "carousel-bench", targets: ["CarouselBench"]),
  ],
  targets: [
    // The engine: pure Swift, no Foundation, stepped in time by its callers.
    .target(name: "CarouselCore"),
    .testTarget(name: "CarouselCoreTests", dependencies: ["CarouselCore"]),

    // What the Apple front ends decide, as platform-neutral code: lifecycle to pause reasons,
    // when to tick, input, accessibility, page control, marquee layout.
    .target(name: "CarouselHosting", dependencies: ["CarouselCore"]),
    .testTarget(name: "CarouselHostingTests", dependencies: ["CarouselHosting"]),
    // The Apple front ends: thin views over CarouselHosting (empty on other platforms).
    .target(name: "CarouselUIKit", dependencies: ["CarouselHosting"]),
    .target(name: "CarouselSwiftUI", dependencies: ["CarouselHosting"]),

    // Benchmarks: a release-built executable that prints figures and ratios.
    .target(name: "CAllocationCounter"),
    .executableTarget(name: "CarouselBench", dependencies: ["CarouselCore", "CAllocationCounter"]),
  ],
  swiftLanguageModes: [.v6]
)
