#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import SwiftUI

  // The initializers of earlier releases, forwarding to the current ones: `selection:` with
  // an `Int` binding was an index (now `selectedIndex:`, so that `selection:` is always an
  // identity), `title:` and `titles:` were read by VoiceOver only (now
  // `accessibilityItemLabel:` and `accessibilityItemLabels:`, as UIKit's
  // `accessibilityItemLabels`), and `onSelect` gave an index (now the item).

  extension Carousel {
    /// Creates a carousel that follows the current item by index.
    @available(
      *, deprecated,
      message:
        "selection: is an identity; pass the index as selectedIndex:, titles as accessibilityItemLabel:, and take the item in onSelect"
    )
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Int>,
      title: ((Data.Element) -> String?)? = nil, onSelect: ((Int) -> Void)? = nil,
      onImpression: ((CarouselImpression) -> Void)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: id, selection: .index(selection), title: title, onSelect: onSelect,
        onImpression: onImpression, content: content)
    }

    /// Creates a carousel with titles read by VoiceOver.
    @available(
      *, deprecated,
      message: "Use accessibilityItemLabel: (read by VoiceOver only) and take the item in onSelect"
    )
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, title: @escaping (Data.Element) -> String?,
      onSelect: ((Int) -> Void)? = nil, onImpression: ((CarouselImpression) -> Void)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: id, selection: nil, title: title, onSelect: onSelect,
        onImpression: onImpression, content: content)
    }

    /// Creates a carousel whose selection is the current item's identity, with titles read
    /// by VoiceOver.
    @available(
      *, deprecated,
      message: "Use accessibilityItemLabel: (read by VoiceOver only) and take the item in onSelect"
    )
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
      title: @escaping (Data.Element) -> String?, onSelect: ((Int) -> Void)? = nil,
      onImpression: ((CarouselImpression) -> Void)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: id, selection: .identity(selection), title: title, onSelect: onSelect,
        onImpression: onImpression, content: content)
    }
  }

  extension Carousel where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a carousel of identifiable items that follows the current item by index.
    @available(
      *, deprecated,
      message:
        "selection: is an identity; pass the index as selectedIndex:, titles as accessibilityItemLabel:, and take the item in onSelect"
    )
    public init(
      _ data: Data, selection: Binding<Int>, title: ((Data.Element) -> String?)? = nil,
      onSelect: ((Int) -> Void)? = nil, onImpression: ((CarouselImpression) -> Void)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, selection: .index(selection), title: title, onSelect: onSelect,
        onImpression: onImpression, content: content)
    }

    /// Creates a carousel of identifiable items with titles read by VoiceOver.
    @available(
      *, deprecated,
      message: "Use accessibilityItemLabel: (read by VoiceOver only) and take the item in onSelect"
    )
    public init(
      _ data: Data, title: @escaping (Data.Element) -> String?, onSelect: ((Int) -> Void)? = nil,
      onImpression: ((CarouselImpression) -> Void)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, selection: nil, title: title, onSelect: onSelect,
        onImpression: onImpression, content: content)
    }

    /// Creates a carousel of identifiable items whose selection is the current item's
    /// identity, with titles read by VoiceOver.
    @available(
      *, deprecated,
      message: "Use accessibilityItemLabel: (read by VoiceOver only) and take the item in onSelect"
    )
    public init(
      _ data: Data, selection: Binding<Data.Element.ID?>,
      title: @escaping (Data.Element) -> String?, onSelect: ((Int) -> Void)? = nil,
      onImpression: ((CarouselImpression) -> Void)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, selection: .identity(selection), title: title, onSelect: onSelect,
        onImpression: onImpression, content: content)
    }
  }

  extension Carousel where Data == [CarouselPage], ID == AnyHashable, Content == AnyView {
    /// Creates a carousel of inline pages with titles read by VoiceOver.
    @available(*, deprecated, renamed: "init(selection:accessibilityItemLabels:onSelect:pages:)")
    public init(
      selection: Binding<Int>? = nil, titles: [String], onSelect: ((Int) -> Void)? = nil,
      @CarouselPagesBuilder pages: () -> [CarouselPage]
    ) {
      self.init(
        selection: selection, accessibilityItemLabels: titles, onSelect: onSelect, pages: pages)
    }
  }
#endif
