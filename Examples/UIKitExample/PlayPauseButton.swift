import UIKit

/// The stop control for moving content (WCAG 2.2.2, Pause, Stop, Hide): a round button that
/// shows play or pause and reports taps; the owner pauses and resumes its carousel or
/// marquee.
final class PlayPauseButton: UIButton {
  /// Whether the content is paused: the button then offers to play.
  var isPaused = false {
    didSet { update() }
  }

  /// What VoiceOver calls the moving content ("slide show", "background").
  var contentName = "slide show" {
    didSet { update() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    var configuration = UIButton.Configuration.filled()
    configuration.cornerStyle = .capsule
    configuration.baseBackgroundColor = UIColor.black.withAlphaComponent(0.5)
    configuration.baseForegroundColor = .white
    configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(
      textStyle: .footnote, scale: .medium)
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 8, leading: 8, bottom: 8, trailing: 8)
    self.configuration = configuration
    update()
  }

  /// Created in code only.
  required init?(coder: NSCoder) {
    return nil
  }

  /// A full 44-point target around the small circle.
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let dx = min(0, bounds.width - 44) / 2
    let dy = min(0, bounds.height - 44) / 2
    return bounds.insetBy(dx: dx, dy: dy).contains(point)
  }

  private func update() {
    configuration?.image = UIImage(systemName: isPaused ? "play.fill" : "pause.fill")
    accessibilityLabel = isPaused ? "Play \(contentName)" : "Pause \(contentName)"
  }
}
