import Foundation

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

extension MemoryPressureEvent {
  /// The system notifications that announce each event on this platform: UIKit's memory
  /// warning and background notifications on iOS, tvOS and visionOS; none elsewhere (on Linux
  /// and macOS, call `MemoryImageCache.respond(to:)` yourself).
  public static var systemNotifications: [Notification.Name: MemoryPressureEvent] {
    #if canImport(UIKit) && !os(watchOS)
      [
        UIApplication.didReceiveMemoryWarningNotification: .memoryWarning,
        UIApplication.didEnterBackgroundNotification: .didEnterBackground,
      ]
    #else
      [:]
    #endif
  }
}
