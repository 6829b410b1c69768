// The views are built and checked for the platforms Package.swift declares. On the others the
// build stops here and says so, rather than producing an empty or untried module that an app,
// or a package index testing which platforms build, would take for a working one.
#if os(watchOS) || os(visionOS)
  #error("CarouselSwiftUI supports iOS, tvOS and macOS; not watchOS or visionOS")
#endif
