extension CarouselHostMachine {
  // MARK: A focus-driven platform (tvOS and the Siri Remote)

  /// The focus engine asks to move focus from the carousel (a swipe or a click on the edge of
  /// the Siri Remote): along the carousel's axis the carousel takes the move, one item the way
  /// the heading points (right to left included), wrapping when it loops, and the focus stays
  /// on it; across the axis the focus goes on its way (up and down leave a horizontal
  /// carousel), and so it does past the end of a carousel that does not loop.
  ///
  /// The carousel is one focus area, whatever the number of items: the focus never jumps
  /// from slide to slide, so a page turn can never carry it away (the focused look is drawn
  /// on ``CarouselFrame/Focus/liftedSlotID``). A move restarts the auto-advance clock, as a
  /// swipe of a finger does, and the page it ends on is announced to a screen reader.
  ///
  /// ```swift
  /// // UIKit: veto the focus update the carousel takes
  /// override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
  ///   guard context.previouslyFocusedView === self, let heading else { return true }
  ///   return !driver.moveFocus(heading)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - heading: Which way the focus would move.
  ///   - now: The current time.
  /// - Returns: Whether the carousel took the move: the front end keeps the focus where it
  ///   is (vetoes the focus update). false: the focus moves on.
  @discardableResult
  public mutating func moveFocus(_ heading: CarouselFocusHeading, now: Double) -> Bool {
    engine.advance(to: now)
    let count = engine.itemCount
    guard count > 0, let command = engine.command(for: heading.key) else {
      commit(now: now)
      return false
    }
    if !engine.loops, let destination = engine.destinationIndex {
      // The end of a carousel that does not loop lets the focus go on to what lies beyond.
      let blocked: Bool
      switch command {
      case .next: blocked = destination >= count - 1
      case .previous: blocked = destination <= 0
      case .first: blocked = destination == 0
      case .last: blocked = destination == count - 1
      }
      if blocked {
        commit(now: now)
        return false
      }
    }
    engine.perform(command, now: now)
    if case .none = interaction { interaction = .settling }
    commit(now: now)
    return true
  }

  /// The remote's play/pause button (a keyboard's media key): the user's stop and start, as
  /// the stop/start control and the accessibility action are
  /// (``setRotationStopped(_:now:)``; a start under the remote's focus turns there). While a
  /// screen reader runs, the control's new label is announced ("Start automatic slide show"
  /// once stopped), as a screen reader reads a play/pause button's new label after a press:
  /// no element was activated for it to read.
  ///
  /// - Parameter now: The current time.
  /// - Returns: false when nothing turns on its own to stop or start (no auto-advance, or
  ///   nothing to advance to): the front end passes the press on (an app's player).
  @discardableResult
  public mutating func playPause(now: Double) -> Bool {
    guard takesPlayPause else { return false }
    setRotationStopped(!isRotationStopped, now: now)
    if signals.isVoiceOverRunning, let label = frame.accessibility.rotationActionLabel {
      events.append(.announcement(label))
    }
    return true
  }

  /// The remote's click (select) on the carousel: selects the item the focused look is on,
  /// reported as ``CarouselEvent/itemSelected(_:)``: the destination of a move under way, so
  /// a click right after a swipe, or during a turn the user started under the focus, opens
  /// the item the user sees lifted, never one passing by. Nothing without items.
  ///
  /// - Parameter now: The current time.
  public mutating func selectFocusedItem(now: Double) {
    engine.advance(to: now)
    commit(now: now)
    guard let item = engine.destinationIndex else { return }
    events.append(.itemSelected(item))
  }

  /// Whether the remote's play/pause button is the carousel's: pages turn (or drift) on
  /// their own, or would but for a stop, so there is something to stop or start.
  private var takesPlayPause: Bool { engine.isAutoAdvanceConfigured }

  /// How the carousel meets the remote's focus now.
  func focusState() -> CarouselFrame.Focus {
    CarouselFrame.Focus(
      isFocusable: engine.itemCount > 0,
      liftedSlotID: signals.isRemoteFocused ? engine.destinationSlotID : nil,
      takesPlayPause: takesPlayPause)
  }
}
