#if os(tvOS)
  import CarouselUIKit
  import SwiftUI
  import UIKit

  /// The banner of the home screen built with UIKit: a `CarouselView` over a row of buttons.
  /// The remote's focus, swipes, click and play/pause work as in SwiftUI; UIKit also keeps a
  /// swipe along the banner from leaving it for a neighbour beside it.
  final class UIKitBannerViewController: UIViewController, CarouselViewDelegate {
    private let promotions = Promotion.samples
    private let carousel = CarouselView()
    private let status = UILabel()

    override func viewDidLoad() {
      super.viewDidLoad()
      carousel.imageURLs = promotions.map(\.imageURL)
      carousel.videoURLs = promotions.map(\.videoURL)  // muted, over the picture
      carousel.titles = promotions.map(\.title)
      carousel.autoAdvanceInterval = 6
      carousel.pageIndicatorStyle = .timer
      // Peeking neighbours leave room for the focused slide's lift.
      carousel.itemLength = .fraction(0.86)
      carousel.interitemSpacing = 40
      carousel.aspectRatio = 3
      carousel.accessibilityLabel = "Promotions"
      carousel.delegate = self

      let buttons = UIStackView(
        arrangedSubviews: ["Featured", "New", "Nearby"].map { title in
          let button = UIButton(type: .system)
          button.setTitle(title, for: .normal)
          return button
        })
      buttons.spacing = 40
      status.text = promotions.first.map { "Now showing: \($0.title)" }

      let stack = UIStackView(arrangedSubviews: [carousel, status, buttons])
      stack.axis = .vertical
      stack.alignment = .fill
      stack.spacing = 40
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      let guide = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: guide.topAnchor),
      ])
    }

    /// The banner takes the focus first.
    override var preferredFocusEnvironments: [any UIFocusEnvironment] { [carousel] }

    func carouselView(_ carouselView: CarouselView, didSelectItemAt index: Int) {
      status.text = "Opened: \(promotions[index].title)"
    }

    func carouselView(_ carouselView: CarouselView, didChangeCurrentIndexTo index: Int) {
      status.text = "Now showing: \(promotions[index].title)"
    }
  }

  /// The UIKit screen in the SwiftUI app.
  struct UIKitBannerScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIKitBannerViewController {
      UIKitBannerViewController()
    }

    func updateUIViewController(_ controller: UIKitBannerViewController, context: Context) {}
  }
#endif
