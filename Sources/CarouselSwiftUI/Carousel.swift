#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

  /// An infinite-loop carousel in SwiftUI: items slide by on their own, loop forever in both
  /// directions, follow the finger, show page dots and report the selected item.
  ///
  /// ```swift
  /// @State private var index = 0
  ///
  /// Carousel(banners, selection: $index) { banner in
  ///   BannerView(banner)
  /// }
  /// .autoAdvance(every: 4)
  /// .frame(height: 180)
  /// .accessibilityLabel("Promotions")
  /// ```
  ///
  /// Written in SwiftUI itself (a drag gesture and views placed from the engine's slots), not
  /// a wrapped UIKit view. Only the visible slots and one on each side have a view, whatever
  /// the number of items; a slot keeps its view identity while it moves.
  ///
  /// Auto-advance pauses while the carousel is off screen (lists and tab views report it),
  /// while the scene is in the background, under Reduce Motion and while VoiceOver is on it,
  /// and resumes where the pause found it. For VoiceOver the carousel is one adjustable element
  /// ("Item 3 of 5, title"); swiping up or down moves one item and stops auto-advance until
  /// the user starts it again with the element's action.
  public struct Carousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let selection: Selection?
    private let title: ((Data.Element) -> String?)?
    private let onSelect: ((Int) -> Void)?
    private let onImpression: ((CarouselImpression) -> Void)?
    private let content: (Data.Element) -> Content

    @StateObject private var model: CarouselModel
    @Environment(\.carouselConfiguration) private var configuration
    @Environment(\.carouselPageIndicatorStyle) private var pageStyle
    @Environment(\.carouselScrollActions) private var scrollActions
    @Environment(\.carouselProxyRegistry) private var proxyRegistry
    @AccessibilityFocusState private var isAccessibilityFocused: Bool

    /// Creates a carousel that follows the current item by index.
    ///
    /// - Parameters:
    ///   - data: The items. When they change, the current item stays current by identity.
    ///   - id: The key path to each item's identity.
    ///   - selectedIndex: The current item's index into `data`, kept in step both ways: set
    ///     it to scroll there (an index outside the data is ignored).
    ///   - accessibilityItemLabel: What VoiceOver reads after the position for each item
    ///     ("Item 3 of 5, Winter sale"). Nothing is drawn: a visible title is part of the
    ///     item's view.
    ///   - onSelect: Called with the item the user taps (or activates with VoiceOver).
    ///   - onImpression: Called with each viewable impression (an item at least half in view
    ///     for one continuous second, once per item until the data changes); nil measures
    ///     nothing.
    ///   - content: The view of an item.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selectedIndex: Binding<Int>? = nil,
      accessibilityItemLabel: ((Data.Element) -> String?)? = nil,
      onSelect: ((Data.Element) -> Void)? = nil,
      onImpression: ((CarouselImpression) -> Void)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: id, selection: selectedIndex.map(Selection.index), title: accessibilityItemLabel,
        onSelect: Self.itemCallback(onSelect, data: data), onImpression: onImpression,
        content: content)
    }

    /// Creates a carousel whose selection is the current item's identity, as `List` and
    /// `TabView` selections are.
    ///
    /// ```swift
    /// @State private var selectedID: Banner.ID?
    ///
    /// Carousel(banners, id: \.id, selection: $selectedID) { BannerView($0) }
    /// ```
    ///
    /// `selection:` is always an identity, whatever its type; an index is `selectedIndex:`.
    ///
    /// - Parameters:
    ///   - data: The items. When they change, the current item stays current by identity.
    ///   - id: The key path to each item's identity.
    ///   - selection: The current item's identity, kept in step both ways: set it to scroll
    ///     there (an identity not in the data is ignored); nil until the carousel reports.
    ///   - accessibilityItemLabel: What VoiceOver reads after the position for each item.
    ///   - onSelect: Called with the item the user taps (or activates with VoiceOver).
    ///   - onImpression: Called with each viewable impression; nil measures nothing.
    ///   - content: The view of an item.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
      accessibilityItemLabel: ((Data.Element) -> String?)? = nil,
      onSelect: ((Data.Element) -> Void)? = nil,
      onImpression: ((CarouselImpression) -> Void)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: id, selection: .identity(selection), title: accessibilityItemLabel,
        onSelect: Self.itemCallback(onSelect, data: data), onImpression: onImpression,
        content: content)
    }

    /// An item callback as the model's index callback.
    private static func itemCallback(_ onSelect: ((Data.Element) -> Void)?, data: Data)
      -> ((Int) -> Void)?
    {
      onSelect.map { onSelect in
        { index in
          guard index >= 0, index < data.count else { return }
          onSelect(data[data.index(data.startIndex, offsetBy: index)])
        }
      }
    }

    /// The initializer every public one calls (the selection as an index or an identity,
    /// the tap callback by index, as the model reports it).
    init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Selection?,
      title: ((Data.Element) -> String?)?, onSelect: ((Int) -> Void)?,
      onImpression: ((CarouselImpression) -> Void)?,
      content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.id = id
      self.selection = selection
      self.title = title
      self.onSelect = onSelect
      self.onImpression = onImpression
      self.content = content
      // Built once, when SwiftUI first needs the model (the argument is an autoclosure): not
      // again on each of the parent's updates, which would map the whole data for nothing.
      _model = StateObject(
        wrappedValue: {
          let identities = data.map { AnyHashable($0[keyPath: id]) }
          let initial = selection.flatMap { Self.index(of: $0, in: identities) }
          return CarouselModel(identities: identities, initialIndex: initial)
        }())
    }

    /// How the app follows the current item.
    enum Selection {
      /// By index into the data.
      case index(Binding<Int>)
      /// By the item's identity.
      case identity(Binding<ID?>)
    }

    /// The index the selection names in the data, if any.
    private static func index(of selection: Selection, in identities: [AnyHashable]) -> Int? {
      switch selection {
      case .index(let binding):
        return binding.wrappedValue
      case .identity(let binding):
        return binding.wrappedValue.flatMap { identities.firstIndex(of: AnyHashable($0)) }
      }
    }

    /// The selection as an index binding for the model: an identity binding reads as the
    /// index of its item (-1 when none) and is written with the identity at an index.
    private func indexBinding(identities: [AnyHashable]) -> Binding<Int>? {
      switch selection {
      case .none:
        return nil
      case .index(let binding):
        return binding
      case .identity(let binding):
        let data = data
        let id = id
        return Binding(
          get: {
            binding.wrappedValue.flatMap { identities.firstIndex(of: AnyHashable($0)) } ?? -1
          },
          set: { index in
            guard index >= 0, index < data.count else { return }
            binding.wrappedValue = data[data.index(data.startIndex, offsetBy: index)][keyPath: id]
          })
      }
    }

    /// The live slots' views placed where the engine says, the page dots, the drag and tap
    /// gestures, and one adjustable accessibility element for the whole carousel.
    public var body: some View {
      let identities = model.viewDidUpdate(identities: self.identities)
      model.inputs = inputs(identities: identities)
      let selectedIndex = selection.flatMap { Self.index(of: $0, in: identities) }
      let titles = itemTitles
      return CarouselCanvas(
        store: model.store, driver: model.driver, isInteractive: true, pageStyle: pageStyle,
        currentIdentities: identities, contentGeneration: model.contentGeneration,
        probeHost: model
      ) { index in
        content(data[data.index(data.startIndex, offsetBy: index)])
      }
      .modifier(CarouselAccessibilityModifier(store: model.store, driver: model.driver))
      .accessibilityFocused($isAccessibilityFocused)
      .onValueChange(of: isAccessibilityFocused) {
        model.driver.signals.isAccessibilityFocused = $0
      }
      .modifier(CarouselHostStateModifier(driver: model.driver, configuration: configuration))
      .onValueChange(of: identities) { model.update(identities: $0) }
      .onValueChange(of: titles) { model.driver.setItemTitles($0) }
      .onAppear {
        proxyRegistry?.driver = model.driver
        model.driver.setItemTitles(titles)
      }
      .onValueChange(of: selectedIndex) { value in
        if let value { model.selectionChanged(to: value) }
      }
    }

    /// What VoiceOver reads after each item's position.
    private var itemTitles: [String] {
      guard let title else { return [] }
      return data.map { title($0) ?? "" }
    }

    private var identities: [AnyHashable] {
      data.map { AnyHashable($0[keyPath: id]) }
    }

    /// What this update of the view hands the model: the callbacks and titles of now, over
    /// the data of now (an earlier update's would be stale).
    private func inputs(identities: [AnyHashable]) -> CarouselViewInputs {
      CarouselViewInputs(
        selection: indexBinding(identities: identities), onSelect: onSelect,
        onImpression: onImpression,
        onScroll: scrollActions.onScroll, onScrollEnd: scrollActions.onScrollEnd)
    }
  }

  extension Carousel where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a carousel of identifiable items that follows the current item by index.
    ///
    /// - Parameters:
    ///   - data: The items. When they change, the current item stays current by identity.
    ///   - selectedIndex: The current item's index into `data`, kept in step both ways.
    ///   - accessibilityItemLabel: What VoiceOver reads after the position for each item.
    ///   - onSelect: Called with the item the user taps (or activates with VoiceOver).
    ///   - onImpression: Called with each viewable impression; nil measures nothing.
    ///   - content: The view of an item.
    public init(
      _ data: Data, selectedIndex: Binding<Int>? = nil,
      accessibilityItemLabel: ((Data.Element) -> String?)? = nil,
      onSelect: ((Data.Element) -> Void)? = nil,
      onImpression: ((CarouselImpression) -> Void)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, selectedIndex: selectedIndex,
        accessibilityItemLabel: accessibilityItemLabel, onSelect: onSelect,
        onImpression: onImpression, content: content)
    }

    /// Creates a carousel of identifiable items whose selection is the current item's
    /// identity, as `List` and `TabView` selections are.
    ///
    /// - Parameters:
    ///   - data: The items. When they change, the current item stays current by identity.
    ///   - selection: The current item's identity, kept in step both ways.
    ///   - accessibilityItemLabel: What VoiceOver reads after the position for each item.
    ///   - onSelect: Called with the item the user taps (or activates with VoiceOver).
    ///   - onImpression: Called with each viewable impression; nil measures nothing.
    ///   - content: The view of an item.
    public init(
      _ data: Data, selection: Binding<Data.Element.ID?>,
      accessibilityItemLabel: ((Data.Element) -> String?)? = nil,
      onSelect: ((Data.Element) -> Void)? = nil,
      onImpression: ((CarouselImpression) -> Void)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, selection: selection, accessibilityItemLabel: accessibilityItemLabel,
        onSelect: onSelect, onImpression: onImpression, content: content)
    }
  }

  extension Carousel where Data == [CarouselPage], ID == AnyHashable, Content == AnyView {
    /// Creates a carousel of a fixed set of views written inline, as `TabView` takes them.
    ///
    /// ```swift
    /// Carousel(selection: $page) {
    ///   WelcomePage()
    ///   ForEach(features) { FeaturePage($0) }   // one page per feature
    ///   if showsInvite { InvitePage() }
    /// }
    /// .carouselLooping(false)
    /// ```
    ///
    /// Each view is a page, and a `ForEach` gives one page per element (identified by the
    /// elements' identities, so the current page stays current when the elements change).
    ///
    /// - Parameters:
    ///   - selection: The current page's index, kept in step both ways.
    ///   - accessibilityItemLabels: What VoiceOver reads after the position for each page.
    ///   - onSelect: Called with the index of a page the user taps.
    ///   - pages: The pages, one per view and one per element of a `ForEach` (`if`,
    ///     `if`/`else` and `for` loops work).
    public init(
      selection: Binding<Int>? = nil, accessibilityItemLabels: [String]? = nil,
      onSelect: ((Int) -> Void)? = nil, @CarouselPagesBuilder pages: () -> [CarouselPage]
    ) {
      let built = pages()
      let identities = CarouselPageIdentities.unique(built.map(\.identity))
      let views = built.map(\.view)
      let pageList = zip(identities, views).map { CarouselPage(identity: $0, view: $1) }
      // Each page's label by its identity, looked up once here rather than searched for on
      // every read.
      let labels = accessibilityItemLabels.map { labels in
        Dictionary(
          zip(identities, labels).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
      }
      self.init(
        pageList, id: \.identity, selection: selection.map(Selection.index),
        title: labels.map { labels in { labels[$0.identity] } },
        onSelect: onSelect, onImpression: nil, content: { $0.view })
    }
  }

  /// One page of an inline ``Carousel``, made by ``CarouselPagesBuilder``.
  public struct CarouselPage {
    /// The page's identity: its element's for a `ForEach`, else its place among the pages.
    let identity: AnyHashable
    let view: AnyView
  }

  /// Collects the pages of an inline ``Carousel``: each view becomes one page, and a
  /// `ForEach` one page per element.
  @MainActor
  @resultBuilder
  public enum CarouselPagesBuilder {
    /// A view is a page.
    public static func buildExpression<Page: View>(_ page: Page) -> [CarouselPage] {
      [CarouselPage(identity: CarouselPageIdentities.positional, view: AnyView(page))]
    }

    /// A `ForEach` of identifiable elements is one page per element, identified by the
    /// element's `id`.
    public static func buildExpression<Elements, Identity, Page: View>(
      _ pages: ForEach<Elements, Identity, Page>
    ) -> [CarouselPage] where Elements.Element: Identifiable, Identity == Elements.Element.ID {
      pages.data.map {
        CarouselPage(
          identity: CarouselPageIdentities.element($0.id), view: AnyView(pages.content($0)))
      }
    }

    /// Any other `ForEach` (a range, `id: \.self`, an identity key path) is one page per
    /// element, identified by the element when it is hashable, else by its place.
    public static func buildExpression<Elements, Identity, Page: View>(
      _ pages: ForEach<Elements, Identity, Page>
    ) -> [CarouselPage] {
      pages.data.map { element in
        CarouselPage(
          identity: (element as? AnyHashable).map(CarouselPageIdentities.element)
            ?? CarouselPageIdentities.positional,
          view: AnyView(pages.content(element)))
      }
    }

    /// The pages in order.
    public static func buildBlock(_ pages: [CarouselPage]...) -> [CarouselPage] {
      pages.flatMap { $0 }
    }

    /// The pages of an `if` without `else`, or none.
    public static func buildOptional(_ pages: [CarouselPage]?) -> [CarouselPage] {
      pages ?? []
    }

    /// The pages of an `if` branch.
    public static func buildEither(first pages: [CarouselPage]) -> [CarouselPage] {
      pages
    }

    /// The pages of an `else` branch.
    public static func buildEither(second pages: [CarouselPage]) -> [CarouselPage] {
      pages
    }

    /// The pages of a `for` loop, in order.
    public static func buildArray(_ pages: [[CarouselPage]]) -> [CarouselPage] {
      pages.flatMap { $0 }
    }

    /// The pages of an `#available` branch.
    public static func buildLimitedAvailability(_ pages: [CarouselPage]) -> [CarouselPage] {
      pages
    }
  }

  /// One adjustable element for the whole carousel: its value, increment and decrement, the
  /// activate action (select the current item) and the stop/start slide show action. In the
  /// slide-contents mode, a container of the current slide's elements instead, paged by
  /// VoiceOver's three-finger swipe, with the stop/start action.
  private struct CarouselAccessibilityModifier: ViewModifier {
    @ObservedObject var store: CarouselFrameStore
    let driver: CarouselDriver
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.carouselAccessibilityMode) private var mode

    @ViewBuilder func body(content: Content) -> some View {
      // The mode is the app's setting, fixed for a carousel's life: switching between the two
      // structures rebuilds the content, which only an app changing its mind causes.
      if mode == .slideContents {
        slideContents(content)
      } else {
        adjustable(content)
      }
    }

    /// The current slide's elements, in a container that pages with three fingers.
    private func slideContents(_ content: Content) -> some View {
      withRotationAction(
        content
          .accessibilityElement(children: .contain)
          .accessibilityScrollAction { edge in
            // VoiceOver's three-finger swipe: one item along the axis, the page announced.
            if let text = driver.accessibilityScroll(scrollDirection(toward: edge)) {
              CarouselModel.announce(text)
            }
          })
    }

    private func adjustable(_ content: Content) -> some View {
      let accessibility = store.drawing.frame.accessibility
      return withRotationAction(
        content
          .accessibilityElement(children: .ignore)
          .accessibilityValue(Text(accessibility.value))
          .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: driver.accessibilityIncrement()
            case .decrement: driver.accessibilityDecrement()
            @unknown default: break
            }
          }
          .accessibilityAction { _ = driver.activateCurrentItem() }
          .accessibilityScrollAction { edge in
            // VoiceOver's three-finger swipe: one item along the axis, the page announced.
            if let text = driver.accessibilityScroll(scrollDirection(toward: edge)) {
              CarouselModel.announce(text)
            }
          })
    }

    /// The stop/start slide show action, while there is rotation to stop or start.
    @ViewBuilder private func withRotationAction(_ element: some View) -> some View {
      let accessibility = store.drawing.frame.accessibility
      if #available(iOS 16, macOS 13, tvOS 16, *) {
        // The action comes and goes inside the actions' own builder: the element keeps one
        // structure, so the carousel's content keeps its identity (and its slides their
        // state, their pictures their requests) when the action comes or goes.
        element.accessibilityActions {
          if let label = accessibility.rotationActionLabel {
            Button(label) { driver.toggleRotation() }
          }
        }
      } else if let label = accessibility.rotationActionLabel {
        // Before iOS 16 the only way: the content is built anew when the action comes or
        // goes. The machine offers it from before the first layout, so that happens only
        // when the items reach or leave one, not once after the first layout.
        element.accessibilityAction(named: Text(label)) { driver.toggleRotation() }
      } else {
        element
      }
    }

    /// The physical direction of a scroll toward an edge (leading and trailing follow the
    /// layout direction).
    private func scrollDirection(toward edge: Edge) -> CarouselAccessibilityScrollDirection {
      let isRightToLeft = layoutDirection == .rightToLeft
      switch edge {
      case .top: return .up
      case .bottom: return .down
      case .leading: return isRightToLeft ? .right : .left
      case .trailing: return isRightToLeft ? .left : .right
      }
    }
  }
#endif
