import CarouselUIKit
import UIKit

/// A promotion's page: a gallery of its photos (tap one to see it full screen), its title
/// and its text.
final class BannerDetailViewController: UIViewController {
  private let banner: Banner
  private let gallery = CarouselView()

  init(banner: Banner) {
    self.banner = banner
    super.init(nibName: nil, bundle: nil)
    title = banner.title
    navigationItem.largeTitleDisplayMode = .never
  }

  /// Created in code only.
  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    let urls = banner.galleryURLs
    gallery.imageURLs = urls
    // The current photo centred, its neighbours peeking in at both sides.
    let itemFraction = 0.86
    gallery.itemLength = .fraction(itemFraction)
    gallery.interitemSpacing = 8
    gallery.effect = .linear
    // No height constraint: Auto Layout takes the height from the aspect ratio (an intrinsic
    // size), chosen so that each slide is 3:2 like the photos.
    gallery.aspectRatio = CGFloat(1.5 / itemFraction)
    // A grey slide while a photo loads (one pixel, stretched to the slide).
    let grey = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
      UIColor.systemGray5.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    gallery.placeholderImage = grey
    gallery.pageIndicatorTintColor = UIColor.white.withAlphaComponent(0.5)
    gallery.currentPageIndicatorTintColor = .white
    gallery.accessibilityLabel = "Photos"
    gallery.onSelect = { [weak self] index in
      let viewer = PhotoViewerViewController(urls: urls, startIndex: index)
      self?.present(viewer, animated: true)
    }
    // A swipe from the screen's leading edge goes back, as everywhere else in the app: the
    // gallery's drag waits until that gesture has failed (it fails at once for touches
    // that start away from the edge).
    if let backSwipe = navigationController?.interactivePopGestureRecognizer {
      gallery.panGestureRecognizer.require(toFail: backSwipe)
    }

    let titleLabel = UILabel()
    titleLabel.text = banner.title
    titleLabel.font = .preferredFont(forTextStyle: .title2)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.numberOfLines = 0
    titleLabel.accessibilityTraits = .header

    let summaryLabel = UILabel()
    summaryLabel.text = banner.summary
    summaryLabel.font = .preferredFont(forTextStyle: .body)
    summaryLabel.adjustsFontForContentSizeCategory = true
    summaryLabel.textColor = .secondaryLabel
    summaryLabel.numberOfLines = 0

    let text = UIStackView(arrangedSubviews: [titleLabel, summaryLabel])
    text.axis = .vertical
    text.spacing = 8
    text.isLayoutMarginsRelativeArrangement = true
    text.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 20, trailing: 20)

    let stack = UIStackView(arrangedSubviews: [gallery, text])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false

    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    view.addSubview(scrollView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
  }
}

/// Photos full screen, fitted whole on black: swipe between them, tap one (or the close
/// button) to go back.
final class PhotoViewerViewController: UIViewController {
  private let urls: [URL]
  private let startIndex: Int
  private let carousel = CarouselView()

  init(urls: [URL], startIndex: Int) {
    self.urls = urls
    self.startIndex = startIndex
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .fullScreen
  }

  /// Created in code only.
  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black

    carousel.imageURLs = urls
    carousel.imageContentMode = .scaleAspectFit
    carousel.scroll(to: startIndex, animated: false)
    carousel.accessibilityLabel = "Photos"
    carousel.onSelect = { [weak self] _ in self?.dismiss(animated: true) }
    // Edge to edge; the page dots keep clear of the home indicator by themselves.
    carousel.frame = view.bounds
    carousel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(carousel)

    var close = UIButton.Configuration.plain()
    close.image = UIImage(systemName: "xmark")
    close.baseForegroundColor = .white
    let closeButton = UIButton(
      configuration: close,
      primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    closeButton.accessibilityLabel = "Close"
    closeButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(closeButton)
    NSLayoutConstraint.activate([
      closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      closeButton.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      closeButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
      closeButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
    ])
  }

  override var prefersStatusBarHidden: Bool { true }
}
