import CarouselCore
import Foundation

#if canImport(Network)
  import Network
#endif

/// What the user saves: power (Low Power Mode) and data (Low Data Mode, a constrained
/// network). Videos then show their posters (``CarouselFrame/VideoPlayback/poster``), and
/// under Low Power Mode animated pictures hold their first frame.
package struct CarouselSavingModes: Hashable, Sendable {
  /// `ProcessInfo.isLowPowerModeEnabled`.
  package var isLowPowerModeEnabled = false
  /// Whether the network path is constrained (`NWPath.isConstrained`: Low Data Mode).
  package var isDataSaverEnabled = false

  /// Nothing saved.
  package init(isLowPowerModeEnabled: Bool = false, isDataSaverEnabled: Bool = false) {
    self.isLowPowerModeEnabled = isLowPowerModeEnabled
    self.isDataSaverEnabled = isDataSaverEnabled
  }
}

extension CarouselHostSignals {
  /// Takes what the user saves (``CarouselHostSignals/isLowPowerModeEnabled`` and
  /// ``CarouselHostSignals/isDataSaverEnabled``).
  package mutating func read(_ modes: CarouselSavingModes) {
    isLowPowerModeEnabled = modes.isLowPowerModeEnabled
    isDataSaverEnabled = modes.isDataSaverEnabled
  }
}

#if canImport(Network) && !os(watchOS)
  /// Follows Low Power Mode (`ProcessInfo.isLowPowerModeEnabled`, announced by
  /// `NSProcessInfoPowerStateDidChange`: iOS 9, tvOS 9, macOS 12) and Low Data Mode (a
  /// constrained path of `NWPathMonitor`: iOS 13, tvOS 13, macOS 10.15), and tells its owner
  /// on the main actor whenever either changes. The owner reads ``modes`` once after
  /// creating it; Low Data Mode is known when the monitor's first path comes (then told if
  /// it is on).
  ///
  /// ```swift
  /// savingModes = CarouselSavingModesObserver { [weak driver] in driver?.signals.read($0) }
  /// driver.signals.read(savingModes.modes)
  /// ```
  @MainActor
  package final class CarouselSavingModesObserver {
    /// What is saved now.
    package private(set) var modes: CarouselSavingModes
    private let onChange: @MainActor (CarouselSavingModes) -> Void
    private let monitor = NWPathMonitor()
    nonisolated(unsafe) private var powerObserver: (any NSObjectProtocol)?

    /// Starts following both modes.
    ///
    /// - Parameter onChange: Called with the modes on every change.
    package init(onChange: @escaping @MainActor (CarouselSavingModes) -> Void) {
      self.onChange = onChange
      modes = CarouselSavingModes(
        isLowPowerModeEnabled: ProcessInfo.processInfo.isLowPowerModeEnabled)
      powerObserver = NotificationCenter.default.addObserver(
        forName: .NSProcessInfoPowerStateDidChange, object: nil, queue: .main
      ) { [weak self] _ in
        Task { @MainActor [weak self] in
          self?.update { $0.isLowPowerModeEnabled = ProcessInfo.processInfo.isLowPowerModeEnabled }
        }
      }
      monitor.pathUpdateHandler = { [weak self] path in
        let constrained = path.isConstrained
        Task { @MainActor [weak self] in self?.update { $0.isDataSaverEnabled = constrained } }
      }
      monitor.start(queue: DispatchQueue(label: "InfiniteCarousel.SavingModes", qos: .utility))
    }

    deinit {
      monitor.cancel()
      if let powerObserver { NotificationCenter.default.removeObserver(powerObserver) }
    }

    private func update(_ change: (inout CarouselSavingModes) -> Void) {
      var next = modes
      change(&next)
      guard next != modes else { return }
      modes = next
      onChange(next)
    }
  }
#endif
