#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

  /// Gives the views inside it a ``CarouselProxy`` to move a carousel among them
  /// programmatically, as `ScrollViewReader` does for scroll views: a "Next" button, a jump
  /// to an item the long way round.
  ///
  /// ```swift
  /// CarouselReader { proxy in
  ///   VStack {
  ///     Carousel(pages) { PageView($0) }
  ///     Button("Next") { proxy.next() }
  ///   }
  /// }
  /// ```
  ///
  /// The proxy drives the carousel inside the reader that appeared last; use one reader per
  /// carousel when there are several.
  public struct CarouselReader<Content: View>: View {
    @StateObject private var registry = CarouselProxyRegistry()
    private let content: (CarouselProxy) -> Content

    /// Creates a reader.
    ///
    /// - Parameter content: The views, given the proxy of the carousel among them.
    public init(@ViewBuilder content: @escaping (CarouselProxy) -> Content) {
      self.content = content
    }

    /// The content, with the carousels inside registering with the reader.
    public var body: some View {
      content(CarouselProxy(registry: registry))
        .environment(\.carouselProxyRegistry, registry)
    }
  }

  /// Moves the carousel inside a ``CarouselReader``. Calls before the carousel appears do
  /// nothing.
  @MainActor
  public struct CarouselProxy {
    fileprivate let registry: CarouselProxyRegistry

    /// Scrolls to an item.
    ///
    /// - Parameters:
    ///   - index: The item's index; out-of-range indices are ignored.
    ///   - animated: Whether to animate (a cross-fade under Reduce Motion).
    ///   - direction: Which way round the loop (the shorter way by default).
    public func scroll(
      to index: Int, animated: Bool = true,
      direction: CarouselEngine.ScrollDirection = .shortest
    ) {
      registry.driver?.scroll(to: index, animated: animated, direction: direction)
    }

    /// Scrolls one item forward (after the last comes the first, when looping).
    public func next(animated: Bool = true) {
      registry.driver?.next(animated: animated)
    }

    /// Scrolls one item back.
    public func previous(animated: Bool = true) {
      registry.driver?.previous(animated: animated)
    }

    /// The current item's index, or nil without items (or before the carousel appears).
    public var currentIndex: Int? { registry.driver?.engine.currentIndex }
  }

  /// The driver of the carousel inside a reader, held weakly.
  @MainActor
  final class CarouselProxyRegistry: ObservableObject {
    weak var driver: CarouselDriver?
  }

  private struct CarouselProxyRegistryKey: EnvironmentKey {
    static var defaultValue: CarouselProxyRegistry? { nil }
  }

  extension EnvironmentValues {
    /// The reader a carousel registers its driver with, if it is inside one.
    var carouselProxyRegistry: CarouselProxyRegistry? {
      get { self[CarouselProxyRegistryKey.self] }
      set { self[CarouselProxyRegistryKey.self] = newValue }
    }
  }
#endif
