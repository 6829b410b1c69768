import CarouselUIKit
import UIKit

/// A sign-in form over a wide photo drifting slowly by (a marquee), with a button that
/// stops the drift.
final class SignInViewController: UIViewController, UITextFieldDelegate {
  /// Scaled to the screen's height and repeated end to end: the loop has no seam. It is
  /// decorative (hidden from VoiceOver, no touches) and stops by itself under Reduce Motion,
  /// in the background and while hidden.
  private let marquee = MarqueeView(image: nil, pointsPerSecond: 12)
  private let pauseButton = PlayPauseButton()
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let signInButton = UIButton(configuration: .filled())
  private var loadTask: Task<Void, Never>?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    marquee.frame = view.bounds
    marquee.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(marquee)
    let dimming = UIView(frame: view.bounds)
    dimming.backgroundColor = UIColor.black.withAlphaComponent(0.3)
    dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(dimming)

    let card = makeForm()
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)

    var close = UIButton.Configuration.plain()
    close.image = UIImage(systemName: "xmark")
    close.baseForegroundColor = .white
    let closeButton = UIButton(
      configuration: close,
      primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    closeButton.accessibilityLabel = "Close"
    pauseButton.contentName = "background"
    pauseButton.addTarget(self, action: #selector(togglePause), for: .primaryActionTriggered)
    for button in [closeButton, pauseButton] {
      button.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(button)
    }

    let centered = card.centerYAnchor.constraint(equalTo: view.centerYAnchor)
    centered.priority = .defaultHigh  // gives way to the keyboard
    let wide = card.widthAnchor.constraint(equalTo: view.widthAnchor)
    wide.priority = .defaultHigh  // as wide as the margins and the 420-point limit allow
    NSLayoutConstraint.activate([
      centered,
      wide,
      card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      card.widthAnchor.constraint(lessThanOrEqualToConstant: 420),
      card.leadingAnchor.constraint(
        greaterThanOrEqualTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      card.bottomAnchor.constraint(
        lessThanOrEqualTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
      closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      closeButton.leadingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 8),
      closeButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
      closeButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      pauseButton.centerYAnchor.constraint(equalTo: closeButton.centerYAnchor),
      pauseButton.trailingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -8),
    ])
    loadBackdrop()
  }

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  /// The marquee takes a `UIImage`: fetch the picture and decode it off the main thread.
  /// Without a network the background stays dark.
  private func loadBackdrop() {
    loadTask = Task { [weak self] in
      guard let (data, _) = try? await URLSession.shared.data(from: Banner.signInBackdrop),
        let image = await UIImage(data: data)?.byPreparingForDisplay(),
        !Task.isCancelled
      else { return }
      self?.marquee.image = image
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed { loadTask?.cancel() }
  }

  private func makeForm() -> UIView {
    let heading = UILabel()
    heading.text = "Welcome back"
    heading.font = .preferredFont(forTextStyle: .title1)
    heading.adjustsFontForContentSizeCategory = true
    heading.textAlignment = .center

    emailField.placeholder = "Email"
    emailField.textContentType = .username
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.autocorrectionType = .no
    emailField.returnKeyType = .next
    passwordField.placeholder = "Password"
    passwordField.textContentType = .password
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .go
    for field in [emailField, passwordField] {
      field.borderStyle = .roundedRect
      field.font = .preferredFont(forTextStyle: .body)
      field.adjustsFontForContentSizeCategory = true
      field.delegate = self
      field.addTarget(self, action: #selector(fieldsChanged), for: .editingChanged)
    }

    signInButton.configuration?.title = "Sign in"
    signInButton.configuration?.buttonSize = .large
    signInButton.isEnabled = false
    signInButton.addTarget(self, action: #selector(signIn), for: .primaryActionTriggered)

    let stack = UIStackView(arrangedSubviews: [heading, emailField, passwordField, signInButton])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false

    let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    card.layer.cornerRadius = 20
    card.layer.cornerCurve = .continuous
    card.clipsToBounds = true
    card.contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: card.contentView.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: card.contentView.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: card.contentView.trailingAnchor, constant: -20),
      stack.bottomAnchor.constraint(equalTo: card.contentView.bottomAnchor, constant: -20),
    ])
    return card
  }

  @objc private func togglePause() {
    pauseButton.isPaused.toggle()
    marquee.isPaused = pauseButton.isPaused
  }

  @objc private func fieldsChanged() {
    signInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
  }

  @objc private func signIn() {
    guard signInButton.isEnabled else { return }
    view.endEditing(true)
    // A real app signs in here.
    dismiss(animated: true)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      signIn()
    }
    return false
  }
}
