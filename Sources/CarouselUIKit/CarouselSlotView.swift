#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// The view of one live slot: an image (with its placeholder and failure images) or an app
  /// view from the data source, and an optional title along the bottom.
  @MainActor
  final class CarouselSlotView: UIView {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let titleBackground = UIView()
    private(set) var customView: UIView?

    override init(frame: CGRect) {
      super.init(frame: frame)
      clipsToBounds = true
      imageView.clipsToBounds = true
      imageView.contentMode = .scaleAspectFill
      addSubview(imageView)
      titleBackground.backgroundColor = UIColor.black.withAlphaComponent(0.45)
      titleBackground.isHidden = true
      addSubview(titleBackground)
      titleLabel.textColor = .white
      titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 1
      titleBackground.addSubview(titleLabel)
    }

    /// Slot views are created in code only.
    required init?(coder: NSCoder) {
      return nil
    }

    /// Shows an app view instead of the image view (nil shows the image view again).
    func setCustomView(_ view: UIView?) {
      guard view !== customView else { return }
      customView?.removeFromSuperview()
      customView = view
      if let view {
        insertSubview(view, aboveSubview: imageView)
      }
      imageView.isHidden = view != nil
      setNeedsLayout()
    }

    /// Shows a title along the bottom, or none for nil or an empty string.
    func setTitle(_ title: String?) {
      titleLabel.text = title
      titleBackground.isHidden = title?.isEmpty ?? true
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      imageView.frame = bounds
      customView?.frame = bounds
      let inset: CGFloat = 12
      let height = ceil(titleLabel.font.lineHeight) + 12
      titleBackground.frame = CGRect(
        x: 0, y: bounds.height - height, width: bounds.width, height: height)
      titleLabel.frame = titleBackground.bounds.insetBy(dx: inset, dy: 6)
    }
  }
#endif
