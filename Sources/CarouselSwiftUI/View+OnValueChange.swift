#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI

  extension View {
    /// Runs `action` with the new value whenever `value` changes: the two-value `onChange`
    /// where it exists (iOS 17, macOS 14), the one-value form it replaced before that.
    ///
    /// The handler is given the new value, never a captured one (which can be a render
    /// behind).
    @ViewBuilder
    func onValueChange<Value: Equatable>(
      of value: Value, perform action: @escaping (Value) -> Void
    ) -> some View {
      if #available(iOS 17, macOS 14, tvOS 17, *) {
        onChange(of: value) { _, newValue in action(newValue) }
      } else {
        onChange(of: value, perform: action)
      }
    }
  }
#endif
