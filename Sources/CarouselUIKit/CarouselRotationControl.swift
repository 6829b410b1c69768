#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import UIKit

  /// The stop/start control beside the page dots: a round button with the symbol of what it
  /// does (pause while the slides turn, play once the user stopped them), the visible pause
  /// control WCAG 2.2.2 asks for. Where it sits is the shared rule's
  /// (``/CarouselCore/PageIndicatorLayout/rotationControlFrame(beside:axis:diameter:spacing:bounds:isRightToLeft:)``);
  /// what it sits on follows ``/CarouselCore/PageIndicatorStyle/chrome``.
  final class CarouselRotationControl: UIButton {
    /// What the control sits on: Liquid Glass, a material or a colour.
    let chrome = UIVisualEffectView()
    private var isStopped = false
    /// The symbol's size last drawn, 0 before the first.
    private var shownPointSize: CGFloat = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      chrome.isUserInteractionEnabled = false
      chrome.clipsToBounds = true
      insertSubview(chrome, at: 0)
      showState(isStopped: false, label: "")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows what pressing the control does.
    func showState(isStopped: Bool, label: String) {
      // Called on every update of the carousel (each frame while it moves): the symbol is
      // made again only when the state or the size changes.
      let pointSize = max(8, bounds.height * 0.4)
      guard
        isStopped != self.isStopped || label != accessibilityLabel
          || pointSize != shownPointSize
      else { return }
      self.isStopped = isStopped
      shownPointSize = pointSize
      let symbol = isStopped ? "play.fill" : "pause.fill"
      let configuration = UIImage.SymbolConfiguration(pointSize: pointSize, weight: .semibold)
      let image = UIImage(systemName: symbol, withConfiguration: configuration)
      setImage(isStopped ? image?.imageFlippedForRightToLeftLayoutDirection() : image, for: .normal)
      accessibilityLabel = label
    }

    /// Applies the style's chrome and colours.
    func apply(_ style: PageIndicatorStyle, tint: UIColor?) {
      tintColor = tint ?? .white
      if Self.usesLiquidGlass(style) {
        #if canImport(SwiftUI, _version: 7.0) && os(iOS)
          if #available(iOS 26, *) {
            let glass = UIGlassEffect(style: .regular)
            glass.isInteractive = true
            chrome.effect = glass
            chrome.backgroundColor = nil
            return
          }
        #endif
      }
      if style.chrome == .glass {
        chrome.effect = Self.material
        chrome.backgroundColor = nil
      } else {
        chrome.effect = nil
        // Plain dots have no backdrop: the control still needs one to read over any picture.
        chrome.backgroundColor =
          style.backdropColor.map(Self.color(_:)) ?? UIColor.black.withAlphaComponent(0.43)
      }
    }

    /// The material under glass chrome where there is no Liquid Glass: the thinnest system
    /// material (tvOS has none of those: its regular blur).
    static var material: UIBlurEffect {
      #if os(tvOS)
        UIBlurEffect(style: .regular)
      #else
        UIBlurEffect(style: .systemUltraThinMaterial)
      #endif
    }

    /// A core colour as UIKit's.
    static func color(_ color: RGBAColor) -> UIColor {
      UIColor(
        red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255,
        blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
    }

    /// Whether the controls sit on Liquid Glass: on iOS 26 and later, unless the style asks
    /// for the plain look.
    static func usesLiquidGlass(_ style: PageIndicatorStyle) -> Bool {
      #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if #available(iOS 26, *) { return style.chrome != .plain }
      #endif
      return false
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      chrome.frame = bounds
      chrome.layer.cornerRadius = min(bounds.width, bounds.height) / 2
      sendSubviewToBack(chrome)
    }

    #if os(tvOS)
      /// The remote's play/pause button is the control on tvOS: this one shows its state and
      /// never takes the focus from the carousel.
      override var canBecomeFocused: Bool { false }
    #endif

    /// A 44-point target, whatever the control's drawn size.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      let grow = max(0, (44 - min(bounds.width, bounds.height)) / 2)
      return bounds.insetBy(dx: -grow, dy: -grow).contains(point)
    }
  }
#endif
