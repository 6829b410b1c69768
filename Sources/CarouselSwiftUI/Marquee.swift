#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

  /// The seamless, constant-speed drift of one picture or a row of equal items: a welcome
  /// screen's moving background, a ticker of logos.
  ///
  /// ```swift
  /// Marquee(aspectRatio: 3, pointsPerSecond: 20) {
  ///   Image("skyline").resizable()
  /// }
  /// .ignoresSafeArea()
  ///
  /// Marquee(partners, itemLength: 120, spacing: 24) { partner in
  ///   Image(partner.logo).resizable().scaledToFit()
  /// }
  /// .frame(height: 60)
  /// ```
  ///
  /// Content shorter than the view is repeated as often as needed; the loop has no seam. The
  /// drift stops while the view is off screen, in the background, under Reduce Motion and
  /// while `.autoAdvancePaused(true)` applies. The marquee is decorative: it is hidden from
  /// VoiceOver and takes no touches. `.carouselAxis(.vertical)` drifts it vertically.
  public struct Marquee<Data: RandomAccessCollection, Content: View>: View {
    private enum Length {
      case points(Double)
      case aspectRatio(Double)
    }

    private let data: Data
    private let length: Length
    private let spacing: Double
    private let pointsPerSecond: Double
    private let content: (Data.Element) -> Content

    @StateObject private var model: CarouselModel
    @Environment(\.carouselConfiguration.axis) private var axis
    @State private var viewportSize = CarouselSize.zero

    /// Creates a marquee drifting a row of items of equal length.
    ///
    /// - Parameters:
    ///   - data: The items of the row.
    ///   - itemLength: The length of each item along the axis, in points.
    ///   - spacing: The gap between items.
    ///   - pointsPerSecond: The drift speed; negative drifts the other way.
    ///   - content: The view of an item; several copies of it may be on screen at once.
    public init(
      _ data: Data, itemLength: CGFloat, spacing: CGFloat = 0, pointsPerSecond: Double = 30,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.length = .points(Double(itemLength))
      self.spacing = Double(spacing)
      self.pointsPerSecond = pointsPerSecond
      self.content = content
      _model = StateObject(
        wrappedValue: CarouselModel(
          identities: (0..<data.count).map { AnyHashable($0) }, initialIndex: nil))
    }

    /// Copies of the content in the live slots, drifting; hidden from assistive technologies
    /// and taking no touches.
    public var body: some View {
      CarouselCanvas(store: model.store, driver: model.driver, isInteractive: false, pageStyle: nil)
      { index in
        content(data[data.index(data.startIndex, offsetBy: index)])
      }
      .background(
        GeometryReader { proxy in
          Color.clear
            .onAppear { viewportSize = CarouselSize(proxy.size) }
            .onValueChange(of: proxy.size) { viewportSize = CarouselSize($0) }
        }
      )
      .allowsHitTesting(false)
      .accessibilityHidden(true)
      .modifier(CarouselHostStateModifier(driver: model.driver, configuration: configuration))
      .onValueChange(of: data.count) { model.driver.reload(itemCount: $0) }
    }

    private var configuration: CarouselConfiguration {
      let itemLength: Double
      switch length {
      case .points(let points):
        itemLength = points
      case .aspectRatio(let ratio):
        itemLength =
          MarqueeLayout.pictureLength(
            pictureSize: CarouselSize(width: ratio, height: 1), viewportSize: viewportSize,
            axis: axis) ?? 1
      }
      return MarqueeLayout.configuration(
        itemLength: itemLength, spacing: spacing, speed: pointsPerSecond, axis: axis)
    }
  }

  extension Marquee where Data == CollectionOfOne<Int> {
    /// Creates a marquee drifting one picture, scaled to fill the view across the axis.
    ///
    /// - Parameters:
    ///   - aspectRatio: The picture's width divided by its height.
    ///   - spacing: The gap between copies (0: edge to edge).
    ///   - pointsPerSecond: The drift speed; negative drifts the other way.
    ///   - content: The picture, resizable (`Image("skyline").resizable()`).
    public init(
      aspectRatio: CGFloat, spacing: CGFloat = 0, pointsPerSecond: Double = 30,
      @ViewBuilder content: @escaping () -> Content
    ) {
      self.data = CollectionOfOne(0)
      self.length = .aspectRatio(Double(aspectRatio))
      self.spacing = Double(spacing)
      self.pointsPerSecond = pointsPerSecond
      self.content = { _ in content() }
      _model = StateObject(
        wrappedValue: CarouselModel(identities: [AnyHashable(0)], initialIndex: nil))
    }
  }
#endif
