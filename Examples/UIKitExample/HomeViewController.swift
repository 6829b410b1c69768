import CarouselUIKit
import UIKit

/// A table with the promotion banner as its header: pictures from URLs with titles and page
/// dots, a tap opens the promotion, the current one is shown in the first row, the rows
/// below scroll the banner, and a button pauses the slide show.
final class HomeViewController: UITableViewController {
  private let banners = Banner.samples
  private let header = BannerHeaderView()
  private var currentIndex = 0

  private enum Section: Int, CaseIterable {
    case nowShowing
    case jumpTo
    case moreExamples
  }

  private enum Example: Int, CaseIterable {
    case onboarding
    case signIn

    var title: String {
      switch self {
      case .onboarding: "Onboarding (cube effect)"
      case .signIn: "Sign in (drifting background)"
      }
    }
  }

  init() {
    super.init(style: .insetGrouped)
    title = "Explore"
  }

  /// Created in code only.
  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")

    let carousel = header.carousel
    carousel.imageURLs = banners.map(\.imageURL)
    carousel.titles = banners.map(\.title)  // drawn along the bottom, read by VoiceOver
    carousel.videoURLs = banners.map(\.videoURL)  // muted, over the picture (its poster)
    // Bold, one line, over a deeper shade than the default.
    carousel.titleStyle.font = UIFontMetrics(forTextStyle: .subheadline)
      .scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
    carousel.titleStyle.numberOfLines = 1
    carousel.titleStyle.backgroundColor = UIColor.black.withAlphaComponent(0.55)
    // A picture that cannot be loaded is worth knowing about.
    carousel.onImageLoad = { index, result in
      if case .failure(let error) = result { print("Banner \(index) failed: \(error)") }
    }
    carousel.backgroundColor = .secondarySystemFill  // shows while a picture loads
    carousel.autoAdvanceInterval = 4
    // The current dot fills until the next turn (iOS 17; a pill before).
    carousel.pageIndicatorStyle = .timer
    carousel.accessibilityLabel = "Promotions"
    carousel.delegate = self
    tableView.tableHeaderView = header
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // A table header is sized by its frame: the carousel's aspect ratio gives the height
    // for the table's width.
    let width = tableView.bounds.width
    let height = header.carousel.sizeThatFits(CGSize(width: width, height: 0)).height
    if header.frame.size != CGSize(width: width, height: height) {
      header.frame = CGRect(x: 0, y: 0, width: width, height: height)
      tableView.tableHeaderView = header  // makes the table take the new height
    }
  }

  private func showDetail(of banner: Banner) {
    navigationController?.pushViewController(
      BannerDetailViewController(banner: banner), animated: true)
  }

  private func show(_ example: Example) {
    let controller: UIViewController
    switch example {
    case .onboarding:
      let onboarding = OnboardingViewController()
      onboarding.onFinish = { [weak onboarding] in onboarding?.dismiss(animated: true) }
      controller = onboarding
    case .signIn:
      controller = SignInViewController()
    }
    controller.modalPresentationStyle = .fullScreen
    present(controller, animated: true)
  }

  // MARK: Table

  override func numberOfSections(in tableView: UITableView) -> Int {
    Section.allCases.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    switch Section(rawValue: section) {
    case .nowShowing: 1
    case .jumpTo: banners.count
    case .moreExamples: Example.allCases.count
    case nil: 0
    }
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    switch Section(rawValue: section) {
    case .jumpTo: "Jump to"
    case .moreExamples: "More examples"
    case .nowShowing, nil: nil
    }
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = UIListContentConfiguration.valueCell()
    cell.selectionStyle = .default
    switch Section(rawValue: indexPath.section) {
    case .nowShowing:
      content.text = "Now showing"
      if banners.indices.contains(currentIndex) {
        content.secondaryText =
          "\(currentIndex + 1) of \(banners.count): \(banners[currentIndex].title)"
      }
      cell.selectionStyle = .none
    case .jumpTo:
      content.text = banners[indexPath.row].title
      content.image = UIImage(
        systemName: indexPath.row == currentIndex ? "circle.fill" : "circle")
    case .moreExamples:
      content.text = Example(rawValue: indexPath.row)?.title
      content.textProperties.color = .tintColor
    case nil:
      break
    }
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    switch Section(rawValue: indexPath.section) {
    case .jumpTo:
      // The shorter way round the loop.
      header.carousel.scroll(to: indexPath.row, animated: true)
    case .moreExamples:
      if let example = Example(rawValue: indexPath.row) { show(example) }
    case .nowShowing, nil:
      break
    }
  }
}

extension HomeViewController: CarouselViewDelegate {
  func carouselView(_ carouselView: CarouselView, didSelectItemAt index: Int) {
    showDetail(of: banners[index])
  }

  func carouselView(_ carouselView: CarouselView, didChangeCurrentIndexTo index: Int) {
    let previous = currentIndex
    currentIndex = index
    var rows = [IndexPath(row: 0, section: Section.nowShowing.rawValue)]
    for row in Set([previous, index]) where banners.indices.contains(row) {
      rows.append(IndexPath(row: row, section: Section.jumpTo.rawValue))
    }
    tableView.reconfigureRows(at: rows)
  }
}

/// The table header: the banner carousel, with a pause button in its top trailing corner.
final class BannerHeaderView: UIView {
  let carousel = CarouselView()
  private let pauseButton = PlayPauseButton()

  override init(frame: CGRect) {
    super.init(frame: frame)
    // 1200 x 400 pictures: the banner's height is a third of its width.
    carousel.aspectRatio = 3
    carousel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(carousel)
    pauseButton.translatesAutoresizingMaskIntoConstraints = false
    pauseButton.addTarget(self, action: #selector(togglePause), for: .primaryActionTriggered)
    addSubview(pauseButton)
    NSLayoutConstraint.activate([
      carousel.topAnchor.constraint(equalTo: topAnchor),
      carousel.leadingAnchor.constraint(equalTo: leadingAnchor),
      carousel.trailingAnchor.constraint(equalTo: trailingAnchor),
      carousel.bottomAnchor.constraint(equalTo: bottomAnchor),
      pauseButton.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      pauseButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
    ])
  }

  /// Created in code only.
  required init?(coder: NSCoder) {
    return nil
  }

  @objc private func togglePause() {
    pauseButton.isPaused.toggle()
    if pauseButton.isPaused {
      carousel.pauseAutoAdvance()
    } else {
      carousel.resumeAutoAdvance()
    }
  }
}
