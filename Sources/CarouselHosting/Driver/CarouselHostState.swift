import CarouselCore

/// What the host view knows about its surroundings: the signals every front end reads from
/// its platform, now ``/CarouselCore/CarouselHostSignals`` (this name is kept for source
/// compatibility).
///
/// ```swift
/// override func didMoveToWindow() {
///   super.didMoveToWindow()
///   driver.hostState.isInWindow = window != nil
/// }
/// ```
public typealias CarouselHostState = CarouselHostSignals
