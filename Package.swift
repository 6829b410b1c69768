// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InfiniteCarousel",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
  products: [
    .library(name: "CarouselCore", targets: ["CarouselCore"]),
    .library(name: "CarouselRendering", targets: ["CarouselRendering"]),
  ],
  targets: [
    // The engine: pure Swift, no Foundation, stepped in time by its callers.
    .target(name: "CarouselCore"),
    .testTarget(name: "CarouselCoreTests", dependencies: ["CarouselCore"]),

    // The software compositor: slides, effects, page dots and marks into an RGBA frame.
    .target(name: "CarouselRendering", dependencies: ["CarouselCore"]),
  ],
  swiftLanguageModes: [.v6]
)
