// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InfiniteCarousel",
  // iOS 15 is the floor on purpose: it lets more apps adopt the package, and nothing here
  // needs newer API without an `#available` fallback. iOS is type-checked against the real
  // SDK (`.ci/run`); macOS takes the SwiftUI views with their small shared AppKit branches.
  // tvOS is not declared: its focus-driven paging is not built, so the views would be empty.
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "CarouselCore", targets: ["CarouselCore"]),
    .library(name: "CarouselImages", targets: ["CarouselImages"]),
    .library(name: "CarouselRendering", targets: ["CarouselRendering"]),
    .executable(name: "carousel", targets: ["carousel"]),
    .library(name: "CarouselHosting", targets: ["CarouselHosting"]),
    .library(name: "CarouselUIKit", targets: ["CarouselUIKit"]),
    .library(name: "CarouselSwiftUI", targets: ["CarouselSwiftUI"]),
    .executable(name: "carousel-bench", targets: ["CarouselBench"]),
    .executable(name: "carousel-thumbnail", targets: ["CarouselThumbnail"]),
  ],
  targets: [
    // The engine: pure Swift, no Foundation, stepped in time by its callers.
    .target(name: "CarouselCore"),
    .testTarget(name: "CarouselCoreTests", dependencies: ["CarouselCore", "CarouselTestSupport"]),
    // What the test targets share: the seeded generator and the seeds of randomised tests.
    .target(name: "CarouselTestSupport", path: "Tests/CarouselTestSupport"),

    // JPEG, PNG, WebP, AVIF and GIF codecs (libjpeg-turbo, libpng, libwebp, libavif, giflib)
    // behind status codes, for platforms without ImageIO. Empty on Apple platforms.
    .target(
      name: "CCarouselCodecs",
      linkerSettings: [
        .linkedLibrary("jpeg", .when(platforms: [.linux])),
        .linkedLibrary("png", .when(platforms: [.linux])),
        .linkedLibrary("webp", .when(platforms: [.linux])),
        .linkedLibrary("webpdemux", .when(platforms: [.linux])),
        .linkedLibrary("avif", .when(platforms: [.linux])),
        .linkedLibrary("gif", .when(platforms: [.linux])),
      ]
    ),
    // Download, caches, decode with downsampling, prefetch, slot binding.
    .target(
      name: "CarouselImages",
      dependencies: [
        "CarouselCore",
        .target(name: "CCarouselCodecs", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "CarouselImagesTests",
      dependencies: [
        "CarouselImages", "CarouselTestSupport",
        .target(name: "CCarouselCodecs", condition: .when(platforms: [.linux])),
      ],
      exclude: ["Server/image_test_server.py", "Fixtures"]
    ),

    // The software compositor: slides, effects, page dots and marks into an RGBA frame; PNG
    // out through the shared codecs.
    .target(
      name: "CarouselRendering",
      dependencies: [
        "CarouselCore",
        .target(name: "CCarouselCodecs", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "CarouselRenderingTests", dependencies: ["CarouselRendering"], exclude: ["Golden"]),

    // The terminal front end: options, cell encoding, input, the interactive loop, and the
    // headless `carousel render`.
    .target(
      name: "CarouselTerminal",
      dependencies: [
        "CarouselCore", "CarouselImages", "CarouselRendering",
        .target(name: "CCarouselCodecs", condition: .when(platforms: [.linux])),
      ]
    ),
    .executableTarget(name: "carousel", dependencies: ["CarouselTerminal"]),
    .testTarget(
      name: "CarouselTerminalTests",
      dependencies: [
        "CarouselTerminal", "CarouselRendering", "CarouselCore", "CarouselImages",
        "CarouselTestSupport",
      ]
    ),

    // What the Apple front ends decide, as platform-neutral code: lifecycle to pause reasons,
    // when to tick, input, accessibility, page control, marquee layout.
    .target(name: "CarouselHosting", dependencies: ["CarouselCore", "CarouselImages"]),
    .testTarget(
      name: "CarouselHostingTests",
      dependencies: ["CarouselCore", "CarouselImages", "CarouselHosting", "CarouselTestSupport"]
    ),
    // The Apple front ends: thin views over CarouselHosting (empty on other platforms).
    .target(
      name: "CarouselUIKit", dependencies: ["CarouselCore", "CarouselImages", "CarouselHosting"]),
    .target(name: "CarouselSwiftUI", dependencies: ["CarouselCore", "CarouselHosting"]),

    // Benchmarks: `swift run -c release carousel-bench [section] [options]`.
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "CarouselBench",
      dependencies: [
        "CarouselCore",
        "CAllocationCounter",
        "CarouselImages",
        "CarouselRendering",
        "CarouselTerminal",
        .target(name: "CCarouselCodecs", condition: .when(platforms: [.linux])),
      ]
    ),
    // A thumbnailer with nothing but the codecs loaded: the decoder's own cost as a process.
    .executableTarget(
      name: "CarouselThumbnail",
      dependencies: [.target(name: "CCarouselCodecs", condition: .when(platforms: [.linux]))]
    ),
  ],
  swiftLanguageModes: [.v6]
)
