#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

  /// The Siri Remote on a carousel's slides (tvOS; other platforms leave them as they are):
  /// the slides are one card button, the one focus area of the carousel, lifted with the
  /// system's card look (scale, shadow, parallax) while the focus is on them. Its focus is the
  /// machine's remote-focus signal (it holds the slides); a swipe is a move command the
  /// machine takes along the axis; the click (the button's action) selects the item the focus
  /// is on; play/pause stops or starts the slide show while there is one, and is otherwise
  /// left to the app. The Menu button is never taken: it is the way back.
  struct CarouselRemoteFocus: ViewModifier {
    let driver: CarouselDriver
    /// Whether the carousel takes input at all (a marquee does not).
    let isInteractive: Bool
    /// Whether the slides take the focus now: there is an item to select (the frame's say).
    let isFocusable: Bool
    /// Whether play/pause is the carousel's (the frame's say).
    let takesPlayPause: Bool

    #if os(tvOS)
      @FocusState private var isFocused: Bool

      @ViewBuilder func body(content: Content) -> some View {
        if isInteractive {
          Button {
            driver.selectFocusedItem()
          } label: {
            content
          }
          .buttonStyle(.card)
          .disabled(!isFocusable)
          .focused($isFocused)
          .onValueChange(of: isFocused) { driver.signals.isRemoteFocused = $0 }
          .onMoveCommand { direction in
            // SwiftUI moves the focus itself where it finds somewhere to go; the machine
            // takes the swipes along the axis (see the tvOS article).
            if let heading = CarouselFocusHeading(direction) { driver.moveFocus(heading) }
          }
          .onPlayPauseCommand(perform: takesPlayPause ? { driver.playPause() } : nil)
        } else {
          content
        }
      }
    #else
      func body(content: Content) -> some View {
        content
      }
    #endif
  }

  #if os(tvOS)
    extension CarouselFocusHeading {
      /// The heading of a move command (a swipe or a click on the edge of the remote).
      init?(_ direction: MoveCommandDirection) {
        switch direction {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        @unknown default: return nil
        }
      }
    }
  #endif

  extension View {
    /// Clips the carousel to its bounds, except on tvOS, where the focused slides lift out of
    /// them (the slides clip their neighbours themselves).
    @ViewBuilder func carouselClipped() -> some View {
      #if os(tvOS)
        self
      #else
        clipped()
      #endif
    }

    /// Groups the carousel into one focus section on tvOS, so that a swipe up or down from
    /// anywhere beside or below it lands on it (elsewhere: the view as it is).
    @ViewBuilder func carouselFocusSection() -> some View {
      #if os(tvOS)
        focusSection()
      #else
        self
      #endif
    }
  }
#endif
