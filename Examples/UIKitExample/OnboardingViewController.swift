import CarouselUIKit
import UIKit

/// A page of the welcome tour.
struct OnboardingPage {
  let symbol: String
  let title: String
  let message: String
  let colors: [UIColor]

  static let all = [
    OnboardingPage(
      symbol: "map", title: "Find your next trip",
      message: "Hand-picked valleys, canyons and mountains, a tap away.",
      colors: [.systemTeal, .systemBlue]),
    OnboardingPage(
      symbol: "bell.badge", title: "Never miss a deal",
      message: "Promotions slide by at the top of the list; pause them whenever you like.",
      colors: [.systemOrange, .systemPink]),
    OnboardingPage(
      symbol: "heart", title: "Save what you love",
      message: "Keep a list of places and get told when their prices drop.",
      colors: [.systemPurple, .systemIndigo]),
  ]
}

/// The welcome tour: full-screen pages of your own views turning as the faces of a cube,
/// page dots, and a button that moves on and, on the last page, gets started.
final class OnboardingViewController: UIViewController, CarouselViewDataSource {
  /// Called when the user gets started or skips the tour.
  var onFinish: (@MainActor () -> Void)?

  private let pages = OnboardingPage.all
  private let carousel = CarouselView()
  private let nextButton = UIButton(configuration: .filled())
  private let skipButton = UIButton(configuration: .plain())
  private var currentPage = 0

  private var isLastPage: Bool { currentPage == pages.count - 1 }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black  // behind the cube's turning faces and the buttons
    overrideUserInterfaceStyle = .dark

    carousel.dataSource = self
    carousel.effect = .cube
    // One element for VoiceOver: "Welcome, Item 1 of 3, <the page's text>" (titles would
    // also draw a caption bar; these labels are read only).
    carousel.accessibilityLabel = "Welcome"
    carousel.accessibilityItemLabels = pages.map { "\($0.title). \($0.message)" }
    carousel.isLooping = false  // a tour has a first and a last page
    carousel.pageIndicatorTintColor = UIColor.white.withAlphaComponent(0.45)
    carousel.currentPageIndicatorTintColor = .white
    carousel.pageIndicatorStyle = .pill  // the current page's dot is a pill (iOS 16)
    carousel.onCurrentIndexChange = { [weak self] index in
      self?.currentPage = index
      self?.update()
    }

    nextButton.configuration?.baseBackgroundColor = .white
    nextButton.configuration?.baseForegroundColor = .black
    nextButton.configuration?.buttonSize = .large
    nextButton.addTarget(self, action: #selector(goForward), for: .primaryActionTriggered)
    skipButton.configuration?.title = "Skip"
    skipButton.configuration?.baseForegroundColor = .white
    skipButton.addTarget(self, action: #selector(finish), for: .primaryActionTriggered)

    let buttons = UIStackView(arrangedSubviews: [skipButton, nextButton])
    buttons.distribution = .equalSpacing  // Skip at the leading end, Next at the trailing
    buttons.alignment = .center
    for subview in [carousel, buttons] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      // The pages reach up behind the status bar; the buttons below stay in the safe area.
      carousel.topAnchor.constraint(equalTo: view.topAnchor),
      carousel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      carousel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      carousel.bottomAnchor.constraint(equalTo: buttons.topAnchor, constant: -16),
      buttons.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      buttons.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      buttons.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
      nextButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 140),
    ])
    update()
  }

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  private func update() {
    nextButton.configuration?.title = isLastPage ? "Get started" : "Next"
    // Hidden in place on the last page, so the other button does not move.
    skipButton.alpha = isLastPage ? 0 : 1
    skipButton.isEnabled = !isLastPage
    skipButton.accessibilityElementsHidden = isLastPage
  }

  @objc private func goForward() {
    if isLastPage {
      finish()
    } else {
      carousel.scrollToNext()  // turns the cube
    }
  }

  @objc private func finish() {
    onFinish?()
  }

  // MARK: CarouselViewDataSource

  func numberOfItems(in carouselView: CarouselView) -> Int {
    pages.count
  }

  func carouselView(
    _ carouselView: CarouselView, viewForItemAt index: Int, reusing reusableView: UIView?
  ) -> UIView {
    let view = reusableView as? OnboardingPageView ?? OnboardingPageView()
    view.show(pages[index])
    return view
  }
}

/// One page: a symbol, a title and a line of text on a gradient.
final class OnboardingPageView: UIView {
  private let gradient = CAGradientLayer()
  private let symbolView = UIImageView()
  private let titleLabel = UILabel()
  private let messageLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    layer.addSublayer(gradient)

    symbolView.tintColor = .white
    symbolView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
      pointSize: 72, weight: .semibold)
    titleLabel.font = Self.font(.largeTitle, bold: true)
    messageLabel.font = Self.font(.title3, bold: false)
    for label in [titleLabel, messageLabel] {
      label.textColor = .white
      label.textAlignment = .center
      label.numberOfLines = 0
      label.adjustsFontForContentSizeCategory = true
    }

    let stack = UIStackView(arrangedSubviews: [symbolView, titleLabel, messageLabel])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 20
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 32),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -32),
    ])
  }

  /// Created in code only.
  required init?(coder: NSCoder) {
    return nil
  }

  func show(_ page: OnboardingPage) {
    gradient.colors = page.colors.map(\.cgColor)
    symbolView.image = UIImage(systemName: page.symbol)
    titleLabel.text = page.title
    messageLabel.text = page.message
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    CATransaction.begin()
    CATransaction.setDisableActions(true)  // the gradient follows the page without lagging
    gradient.frame = bounds
    CATransaction.commit()
  }

  private static func font(_ style: UIFont.TextStyle, bold: Bool) -> UIFont {
    let base = UIFont.preferredFont(forTextStyle: style)
    guard bold, let descriptor = base.fontDescriptor.withSymbolicTraits(.traitBold) else {
      return base
    }
    return UIFont(descriptor: descriptor, size: 0)
  }
}
