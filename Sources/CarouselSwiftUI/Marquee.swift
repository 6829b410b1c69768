#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

  /// The seamless, constant-speed drift of one picture or a row of equal items: a welcome
  /// screen's moving background, a ticker of logos.
  ///
  /// ```swift
  /// Marquee(pointsPerSecond: 20) {
  ///   Image("skyline").resizable()     // its proportions are the picture's own
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
  /// VoiceOver and takes no touches. `.carouselAxis(.vertical)` drifts it vertically. A
  /// positive speed drifts toward the leading edge (the left, or the right in right-to-left
  /// layouts), or up when vertical, as credits roll; a negative one the other way.
  public struct Marquee<Data: RandomAccessCollection, Content: View>: View {
    private enum Length {
      case points(Double)
      case aspectRatio(Double)
      /// The picture's own proportions, measured from its natural size.
      case natural
    }

    private let data: Data
    private let length: Length
    private let spacing: Double
    private let pointsPerSecond: Double
    private let content: (Data.Element) -> Content

    @StateObject private var model: CarouselModel
    @Environment(\.carouselConfiguration.axis) private var axis
    @State private var viewportSize = CarouselSize.zero
    /// The content's natural size, for ``Length/natural``: its size when not stretched.
    @State private var naturalSize = CarouselSize.zero

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
      let identities = model.viewDidUpdate(identities: shownIdentities)
      return CarouselCanvas(
        store: model.store, driver: model.driver, isInteractive: false, pageStyle: nil,
        currentIdentities: identities, contentGeneration: model.contentGeneration,
        probeHost: model
      ) { index in
        content(data[data.index(data.startIndex, offsetBy: index)])
      }
      .background(
        GeometryReader { proxy in
          Color.clear
            .onAppear { viewportSize = CarouselSize(proxy.size) }
            .onValueChange(of: proxy.size) { viewportSize = CarouselSize($0) }
        }
      )
      .background(naturalSizeProbe)
      .allowsHitTesting(false)
      .accessibilityHidden(true)
      .modifier(CarouselHostStateModifier(driver: model.driver, configuration: configuration))
      .onValueChange(of: identities) { model.update(identities: $0) }
    }

    /// For a picture of natural proportions: the content at its natural size, hidden, to
    /// learn that size (an `Image`'s is the picture's, resizable or not).
    @ViewBuilder private var naturalSizeProbe: some View {
      if case .natural = length, let first = data.first {
        content(first)
          .fixedSize()
          .hidden()
          .background(
            GeometryReader { proxy in
              Color.clear
                .onAppear { naturalSize = CarouselSize(proxy.size) }
                .onValueChange(of: proxy.size) { naturalSize = CarouselSize($0) }
            })
      }
    }

    /// The length of one item along the axis, or nil while it cannot be known (a picture's
    /// length before the marquee has a size).
    private var itemLength: Double? {
      switch length {
      case .points(let points):
        return points.isFinite && points > 0 ? points : nil
      case .aspectRatio(let ratio):
        return MarqueeLayout.pictureLength(
          pictureSize: CarouselSize(width: ratio, height: 1), viewportSize: viewportSize,
          axis: axis)
      case .natural:
        return MarqueeLayout.pictureLength(
          pictureSize: naturalSize, viewportSize: viewportSize, axis: axis)
      }
    }

    /// The items to loop: none until the item length is known, so the first frame never
    /// tiles the viewport with copies of a one-point placeholder length.
    private var shownIdentities: [AnyHashable] {
      itemLength == nil ? [] : (0..<data.count).map { AnyHashable($0) }
    }

    private var configuration: CarouselConfiguration {
      MarqueeLayout.configuration(
        itemLength: itemLength ?? 1, spacing: spacing, speed: pointsPerSecond, axis: axis)
    }
  }

  extension Marquee where Data == CollectionOfOne<Int> {
    /// Creates a marquee drifting one picture in its own proportions, scaled to fill the
    /// view across the axis: the proportions are measured from the content's natural size
    /// (an `Image`'s is the picture's), so nothing needs saying. Nothing drifts until the
    /// content has a natural size; content without one (a `CarouselImage` from a URL, a
    /// shape, a colour) needs ``init(aspectRatio:spacing:pointsPerSecond:content:)``.
    ///
    /// - Parameters:
    ///   - spacing: The gap between copies (0: edge to edge).
    ///   - pointsPerSecond: The drift speed; negative drifts the other way.
    ///   - content: The picture, resizable (`Image("skyline").resizable()`).
    public init(
      spacing: CGFloat = 0, pointsPerSecond: Double = 30,
      @ViewBuilder content: @escaping () -> Content
    ) {
      self.data = CollectionOfOne(0)
      self.length = .natural
      self.spacing = Double(spacing)
      self.pointsPerSecond = pointsPerSecond
      self.content = { _ in content() }
      _model = StateObject(wrappedValue: CarouselModel(identities: [], initialIndex: nil))
    }

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
      // Nothing to loop until the marquee knows its size (and so the picture's length).
      _model = StateObject(wrappedValue: CarouselModel(identities: [], initialIndex: nil))
    }
  }
#endif
