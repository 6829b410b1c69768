extension CarouselFrame {
  /// How a carousel meets the focus of a focus-driven platform: tvOS's, which the Siri
  /// Remote moves (``CarouselHostSignals/isRemoteFocused``).
  ///
  /// The carousel is one focus area: the focus rests on the carousel, never on a slide, so a
  /// page turn cannot carry it away, and the focused look (tvOS's lift: scale, shadow,
  /// parallax) is drawn on one slot, the one the current item rests in or a move is headed
  /// for.
  public struct Focus: Hashable, Sendable {
    /// Whether the carousel takes the focus: it has an item for a click to select (a single
    /// item too, since the click is how it opens).
    public var isFocusable: Bool
    /// The slot drawn with the focused look while the remote's focus is on the carousel:
    /// the slot the current item rests in, or the one a move under way is headed for, so the
    /// look and the click (``CarouselHostMachine/selectFocusedItem(now:)``) are always on the
    /// same item; nil while the focus is elsewhere, and during a move of several items until
    /// the slot it ends in comes into view (the look arrives with the item).
    public var liftedSlotID: Int?
    /// Whether the remote's play/pause button is the carousel's: there is a slide show to
    /// stop or start (``CarouselHostMachine/playPause(now:)`` acts). When not, the front end
    /// leaves the press to the app (its own player).
    public var takesPlayPause: Bool

    /// Creates a focus state (front ends receive it in the frame; tests build their own).
    ///
    /// - Parameters:
    ///   - isFocusable: Whether the carousel takes the focus.
    ///   - liftedSlotID: The slot drawn with the focused look, or nil.
    ///   - takesPlayPause: Whether the remote's play/pause button is the carousel's.
    public init(isFocusable: Bool = false, liftedSlotID: Int? = nil, takesPlayPause: Bool = false) {
      self.isFocusable = isFocusable
      self.liftedSlotID = liftedSlotID
      self.takesPlayPause = takesPlayPause
    }
  }
}
