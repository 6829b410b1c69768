// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "InfiniteCarousel",
  // iOS 15 is the floor on purpose: it lets more apps adopt the package, and nothing here
  // needs newer API without an `#available` fallback. iOS is type-checked against the real
  // SDK (`.ci/run`); macOS takes the SwiftUI views with their small shared AppKit branches.
  // tvOS 15 matches the iOS floor, so that one app target for both platforms adds the package
  // at the versions it already supports, and it is where SwiftUI's focus API for the remote
  // begins (`focusSection()`, `@FocusState`); every Apple TV that runs tvOS 15 runs the
  // newer releases too, whose API (the page control's timer progress, tvOS 17) is used under
  // `#available`. The views are type-checked against the AppleTVOS SDK at this floor.
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
  products: [
    .library(name: "CarouselCore", targets: ["CarouselCore"]),
    .library(name: "CarouselImages", targets: ["CarouselImages"]),
    .library(name: "CarouselRendering", targets: ["CarouselRendering"]),
    .executable(name: "carousel", targets: ["carousel"]),
    .library(name: "CarouselUIKit", targets: ["CarouselUIKit"]),
    .library(name: "CarouselSwiftUI", targets: ["CarouselSwiftUI"]),
    .executable(name: "carousel-bench", targets: ["CarouselBench"]),
    .executable(name: "carousel-thumbnail", targets: ["CarouselThumbnail"]),
  ],
  // The optional Linux codecs. JPEG and PNG are always decoded (libjpeg-turbo and libpng come
  // with the machines the package targets); WebP, AVIF and GIF need their libraries'
  // development files (libwebp-dev, libavif-dev, libgif-dev), so each is a trait, off by
  // default: `swift build --traits WebP,AVIF,GIF` or `--enable-all-traits`. Explicit rather
  // than detected from the machine: the same command builds the same product everywhere, a
  // package that depends on this one chooses through its dependency's traits, and a picture
  // in a format left out fails with an error that names the trait. On Apple platforms ImageIO
  // decodes every format and the traits change nothing.
  traits: [
    .trait(name: "WebP", description: "Decode WebP pictures on Linux (needs libwebp-dev)."),
    .trait(name: "AVIF", description: "Decode AVIF pictures on Linux (needs libavif-dev)."),
    .trait(name: "GIF", description: "Decode GIF pictures on Linux (needs libgif-dev)."),
    .default(enabledTraits: []),
  ],
  targets: [
    // The engine: pure Swift, no Foundation, stepped in time by its callers.
    .target(name: "CarouselCore"),
    .testTarget(name: "CarouselCoreTests", dependencies: ["CarouselCore", "CarouselTestSupport"]),
    // What the test targets share: the seeded generator and the seeds of randomised tests.
    .target(name: "CarouselTestSupport", path: "Tests/CarouselTestSupport"),

    // JPEG and PNG codecs (libjpeg-turbo, libpng), and WebP, AVIF and GIF (libwebp, libavif,
    // giflib) with their traits, behind status codes, for platforms without ImageIO. Empty on
    // Apple platforms.
    .target(
      name: "CCarouselCodecs",
      cSettings: [
        .define("CCODECS_WITH_WEBP", .when(traits: ["WebP"])),
        .define("CCODECS_WITH_AVIF", .when(traits: ["AVIF"])),
        .define("CCODECS_WITH_GIF", .when(traits: ["GIF"])),
      ],
      linkerSettings: [
        .linkedLibrary("jpeg", .when(platforms: [.linux])),
        .linkedLibrary("png", .when(platforms: [.linux])),
        .linkedLibrary("webp", .when(platforms: [.linux], traits: ["WebP"])),
        .linkedLibrary("webpdemux", .when(platforms: [.linux], traits: ["WebP"])),
        .linkedLibrary("avif", .when(platforms: [.linux], traits: ["AVIF"])),
        .linkedLibrary("gif", .when(platforms: [.linux], traits: ["GIF"])),
      ]
    ),
    // libcurl for the image loader on Linux, opened at run time (FoundationNetworking's own
    // copy: no development files needed), so that a refused response stops at once.
    .target(
      name: "CCarouselCurl",
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
    ),
    // Download, caches, decode with downsampling, prefetch, slot binding. Its privacy manifest
    // declares the disk cache's file timestamps (scripts/privacy.py keeps it true).
    .target(
      name: "CarouselImages",
      dependencies: [
        "CarouselCore",
        .target(name: "CCarouselCodecs", condition: .when(platforms: [.linux])),
        .target(name: "CCarouselCurl", condition: .when(platforms: [.linux])),
      ],
      resources: [.copy("PrivacyInfo.xcprivacy")]
    ),
    .testTarget(
      name: "CarouselImagesTests",
      dependencies: [
        "CarouselImages", "CarouselTestSupport",
        .target(name: "CCarouselCodecs", condition: .when(platforms: [.linux])),
      ],
      exclude: ["Server/image_test_server.py", "Fixtures"]
    ),

    // Pictures from files, names and URLs in one list, through the public API as an app
    // uses it.
    .testTarget(
      name: "CarouselPictureSourcesTests", dependencies: ["CarouselImages", "CarouselTestSupport"]),

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

    // The Apple views' shell over the host machine (package plumbing, no product): the
    // driver, tickers, picture slots, slot-view reuse, the page control's mapping.
    // Its privacy manifest declares the timer ticker's system uptime.
    .target(
      name: "CarouselHosting", dependencies: ["CarouselCore", "CarouselImages"],
      resources: [.copy("PrivacyInfo.xcprivacy")]),
    .testTarget(
      name: "CarouselHostingTests",
      dependencies: ["CarouselCore", "CarouselImages", "CarouselHosting", "CarouselTestSupport"]
    ),
    // The Apple front ends: thin views over CarouselHosting (empty on other platforms); on
    // tvOS the remote's focus drives them.
    .target(
      name: "CarouselUIKit", dependencies: ["CarouselCore", "CarouselImages", "CarouselHosting"]),
    .target(
      name: "CarouselSwiftUI", dependencies: ["CarouselCore", "CarouselImages", "CarouselHosting"]),

    // The <infinite-carousel> web element's Swift side: the host machine behind a C ABI, and
    // the wire format its JavaScript reads. scripts/build-web.sh builds it as Embedded Swift
    // for WebAssembly; built here too, so that its tests (the frames, and the generated
    // Web/carousel-wire.js against the Swift constants) run with the others.
    .target(name: "CarouselWeb", dependencies: ["CarouselCore"], path: "Web/Sources/CarouselWeb"),
    .testTarget(name: "CarouselWebTests", dependencies: ["CarouselWeb", "CarouselCore"]),
    // One recorded session through each front end's own input path: the same outcome.
    .testTarget(
      name: "CarouselFrontEndTests",
      dependencies: ["CarouselCore", "CarouselHosting", "CarouselTerminal"]),

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
    // On every Apple platform it decodes through CarouselImages' ImageIO decoder instead.
    .executableTarget(
      name: "CarouselThumbnail",
      dependencies: [
        .target(name: "CCarouselCodecs", condition: .when(platforms: [.linux])),
        .target(
          name: "CarouselImages",
          condition: .when(platforms: [.macOS, .iOS, .tvOS, .macCatalyst, .visionOS])),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
