#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import Foundation
  import QuartzCore
  import UIKit

  /// The ticker of the UIKit and SwiftUI front ends: a `CADisplayLink` for frames, in step with
  /// the display (120 Hz on ProMotion screens), and a run-loop timer for wake-ups.
  ///
  /// The display link exists only while something moves and is invalidated as soon as the
  /// engine rests: an idle carousel costs nothing per frame. Neither the display link nor the
  /// timer retains the ticker (the display link targets a proxy holding it weakly, the timer's
  /// block captures it weakly), and the ticker holds its target weakly, so a carousel is freed
  /// when its view is released, even mid-animation; the next frame then finds nobody and
  /// invalidates the link.
  @MainActor
  package final class DisplayLinkTicker: CarouselTicking {
    /// Whom to tell about ticks. Held weakly.
    package weak var target: (any CarouselTickTarget)?

    private var displayLink: CADisplayLink?
    private var timer: Timer?
    private var frameRateRange: CarouselFrameRateRange?
    /// The screen the running display link is paced by (nil: the main screen's).
    private weak var linkedScreen: AnyObject?

    /// The view whose screen paces the frames: an external display or a Stage Manager
    /// window on another screen runs at that screen's rate, not the device's. Held weakly;
    /// without it (or off any window) the main screen's.
    package weak var view: UIView? {
      didSet { screenDidChange() }
    }

    /// Creates a ticker; nothing runs until a plan asks for it.
    package init() {}

    /// The current media time: the clock of `CADisplayLink` timestamps.
    package var now: Double { CACurrentMediaTime() }

    /// The display's frame duration (the running link's, or 1/60 s).
    package var frameInterval: Double {
      guard let link = displayLink, link.duration > 0 else { return 1.0 / 60 }
      return link.duration
    }

    /// Starts frames, schedules a wake-up or stops, replacing the previous plan.
    package func apply(_ plan: CarouselTickPlan) {
      timer?.invalidate()
      timer = nil
      switch plan {
      case .idle:
        stopFrames()
      case .frames:
        startFrames()
      case .wakeUp(let time):
        stopFrames()
        let wakeUp = Timer(timeInterval: max(0, time - now), repeats: false) { [weak self] _ in
          guard let self else { return }
          MainActor.assumeIsolated { self.wakeUp() }
        }
        RunLoop.main.add(wakeUp, forMode: .common)
        timer = wakeUp
      }
    }

    /// Asks the display for these rates while frames run (applied to the running link at
    /// once). Above 60 Hz on iPhone needs `CADisableMinimumFrameDurationOnPhone` in the app's
    /// Info.plist.
    package func setPreferredFrameRateRange(_ range: CarouselFrameRateRange) {
      frameRateRange = range
      if let displayLink { apply(range, to: displayLink) }
    }

    /// The view moved to another window or screen: frames running go on at the new screen's
    /// pace.
    package func screenDidChange() {
      guard displayLink != nil, currentScreen !== linkedScreen else { return }
      stopFrames()
      startFrames()
    }

    /// The screen of the view's window, where there are screens.
    private var currentScreen: AnyObject? {
      #if os(iOS)
        return view?.window?.windowScene?.screen
      #else
        return nil
      #endif
    }

    private func startFrames() {
      guard displayLink == nil else { return }
      let proxy = DisplayLinkProxy(ticker: self)
      let selector = #selector(DisplayLinkProxy.step(_:))
      var link: CADisplayLink?
      #if os(iOS)
        if let screen = view?.window?.windowScene?.screen {
          link = screen.displayLink(withTarget: proxy, selector: selector)
          linkedScreen = link == nil ? nil : screen
        }
      #endif
      let running = link ?? CADisplayLink(target: proxy, selector: selector)
      if link == nil { linkedScreen = nil }
      if let frameRateRange { apply(frameRateRange, to: running) }
      running.add(to: .main, forMode: .common)
      displayLink = running
    }

    private func apply(_ range: CarouselFrameRateRange, to link: CADisplayLink) {
      link.preferredFrameRateRange = CAFrameRateRange(
        minimum: Float(range.minimum), maximum: Float(range.maximum),
        preferred: Float(range.preferred))
    }

    private func stopFrames() {
      displayLink?.invalidate()
      displayLink = nil
    }

    private func wakeUp() {
      timer = nil
      target?.tick(now: now)
    }

    /// Delivers a frame; false when nobody is left to draw it.
    fileprivate func frame(at timestamp: Double) -> Bool {
      guard let target else {
        stopFrames()
        return false
      }
      target.tick(now: timestamp)
      return true
    }
  }

  /// The display link's target: holds the ticker weakly, and invalidates the link once the
  /// ticker or its carousel is gone (a display link retains its target).
  @MainActor
  private final class DisplayLinkProxy: NSObject {
    weak var ticker: DisplayLinkTicker?

    init(ticker: DisplayLinkTicker) {
      self.ticker = ticker
    }

    @objc func step(_ link: CADisplayLink) {
      guard let ticker, ticker.frame(at: link.targetTimestamp) else {
        link.invalidate()
        return
      }
    }
  }
#endif
