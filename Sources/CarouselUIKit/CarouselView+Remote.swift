#if os(tvOS)
  import CarouselCore
  import CarouselHosting
  import UIKit

  // The Siri Remote read into the machine: the focus coming and going, swipes along and across
  // the axis, the click and play/pause. The machine decides what each does (the carousel is
  // one focus area; its focus holds the slides); Menu is never the carousel's: it is the way
  // back.
  extension CarouselView {
    /// Follows focus moves that find nothing to go to (a swipe toward the edge of the screen
    /// beside a full-width banner): along the axis they are the carousel's too. The page
    /// control only shows the pages: the remote never focuses it.
    func observeInput() {
      NotificationCenter.default.addObserver(
        self, selector: #selector(focusMovementFailed(_:)),
        name: UIFocusSystem.movementDidFailNotification, object: nil)
      pageControl.isUserInteractionEnabled = false
    }

    /// The remote's focus came or went: the machine's signal, drawn (the lift) with the focus
    /// update's own animations.
    func remoteFocusDidUpdate(
      _ context: UIFocusUpdateContext, coordinator: UIFocusAnimationCoordinator
    ) {
      let focused = context.nextFocusedView.map { $0 === self || $0.isDescendant(of: self) }
      focusAnimationCoordinator = coordinator
      driver.signals.isRemoteFocused = focused ?? false
      focusAnimationCoordinator = nil
    }

    /// Whether a focus update may take the focus away: not when it leaves along the axis and
    /// the machine takes the move instead.
    func remoteFocusMayLeave(_ context: UIFocusUpdateContext) -> Bool {
      guard context.previouslyFocusedView === self,
        let heading = CarouselFocusHeading(context.focusHeading)
      else { return true }
      if let next = context.nextFocusedView, next.isDescendant(of: self) { return true }
      // Asked again about the same update: the move is already made.
      if heading == takenFocusHeading { return false }
      guard driver.moveFocus(heading) else { return true }
      noteTakenFocusMove(heading)
      return false
    }

    /// A focus move found nothing to go to. From the carousel, along its axis, it is the
    /// carousel's move (the machine decides); the system has already shown that the focus
    /// stays.
    @objc func focusMovementFailed(_ notification: Notification) {
      guard
        let context = notification.userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey]
          as? UIFocusUpdateContext,
        context.previouslyFocusedView === self,
        let heading = CarouselFocusHeading(context.focusHeading), heading != takenFocusHeading
      else { return }
      if driver.moveFocus(heading) { noteTakenFocusMove(heading) }
    }

    /// Remembers a move taken until this turn of the run loop ends, so that a failure notice
    /// or a second question about the same update does not move the carousel twice.
    private func noteTakenFocusMove(_ heading: CarouselFocusHeading) {
      takenFocusHeading = heading
      DispatchQueue.main.async { [weak self] in self?.takenFocusHeading = nil }
    }

    /// A press began: the carousel takes the click while it has an item, and play/pause when
    /// the machine has a slide show to stop or start (acting at once, as the remote's media
    /// button does).
    ///
    /// - Returns: Whether the carousel took the press (its end is then the carousel's too).
    func remotePressBegan(_ press: UIPress) -> Bool {
      let taken: Bool
      switch press.type {
      case .select: taken = driver.frame.focus.isFocusable
      case .playPause: taken = driver.playPause()
      default: taken = false
      }
      if taken { takenPresses.insert(ObjectIdentifier(press)) }
      return taken
    }

    /// A press ended or was cancelled: a click the carousel took selects the item the focus
    /// is on (on release, as a button's primary action).
    ///
    /// - Returns: Whether the press was the carousel's.
    func remotePressEnded(_ press: UIPress, cancelled: Bool) -> Bool {
      guard takenPresses.remove(ObjectIdentifier(press)) != nil else { return false }
      if press.type == .select, !cancelled { driver.selectFocusedItem() }
      return true
    }

    /// Draws the focused look the frame asks for: the lifted slot's card grows and casts its
    /// shadow, with the focus update's animations when it is one, else with its own; it
    /// rises above its neighbours.
    func drawFocusLift(_ focus: CarouselFrame.Focus) {
      let lifted = focus.liftedSlotID
      for (slotID, _, view) in slotViews.views {
        let lifts = slotID == lifted
        guard lifts != view.isLifted else { continue }
        view.setLifted(lifts) { changes in
          if let coordinator = focusAnimationCoordinator {
            coordinator.addCoordinatedAnimations(changes)
          } else {
            UIView.animate(
              withDuration: 0.2, delay: 0,
              options: [.beginFromCurrentState, .allowUserInteraction],
              animations: changes)
          }
        }
      }
    }

    /// Clips the slides along the axis at their edges, and leaves room across it for the
    /// lifted slide's growth and shadow.
    func updateSlidesMask() {
      let bounds = contentView.bounds
      let room = max(bounds.height, bounds.width) * 0.12 + 40
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      slidesMask.backgroundColor = UIColor.black.cgColor
      slidesMask.frame =
        driver.frame.axis == .horizontal
        ? bounds.insetBy(dx: 0, dy: -room) : bounds.insetBy(dx: -room, dy: 0)
      CATransaction.commit()
    }
  }

  extension CarouselFocusHeading {
    /// The heading of a UIKit focus update, or nil for one with no direction along a
    /// carousel's axes (next, previous, none).
    init?(_ heading: UIFocusHeading) {
      if heading.contains(.up) {
        self = .up
      } else if heading.contains(.down) {
        self = .down
      } else if heading.contains(.left) {
        self = .left
      } else if heading.contains(.right) {
        self = .right
      } else {
        return nil
      }
    }
  }
#endif
