import SwiftUI

/// The stop control for moving content (WCAG 2.2.2, Pause, Stop, Hide): a round button over
/// a carousel or marquee that pauses and resumes it. Pair it with `.autoAdvancePaused(_:)`.
struct PlayPauseButton: View {
  @Binding var isPaused: Bool
  /// What VoiceOver calls the moving content.
  var contentName = "slide show"

  var body: some View {
    Button {
      isPaused.toggle()
    } label: {
      Image(systemName: isPaused ? "play.fill" : "pause.fill")
        .font(.footnote.weight(.bold))
        .foregroundStyle(.white)
        .frame(width: 32, height: 32)
        .background(Color.black.opacity(0.5), in: Circle())
        // A full 44-point target around the small circle.
        .frame(width: 44, height: 44)
        .contentShape(Rectangle())
    }
    // In a List row a default-style button would take taps on the whole row.
    .buttonStyle(.borderless)
    .accessibilityLabel(isPaused ? "Play \(contentName)" : "Pause \(contentName)")
  }
}
