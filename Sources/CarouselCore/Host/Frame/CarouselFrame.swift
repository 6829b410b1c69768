/// Everything a carousel shows at one moment, decided by ``CarouselHostMachine``: the one
/// value a front end draws.
///
/// UIKit, SwiftUI, the terminal, the software renderer and the web element differ only in how
/// they draw it. Where the slides go and how much room they get, where each slot's view sits
/// and how it is transformed, which picture size to ask for and whether its animation plays,
/// the page indicator and the stop/start control, what assistive technologies are told, the
/// cross-fade under reduced motion and when the front end must step the machine again: all of
/// it is here, so no front end decides any of it.
///
/// ```swift
/// host.tick(now: frameTime)
/// let frame = host.frame
/// guard frame != drawn else { return }           // an unchanged frame costs nothing
/// slides.frame = CGRect(frame.slidesFrame)
/// for slot in frame.slots { place(view(for: slot.id), at: slot) }
/// if frame.indicator != drawn.indicator { drawIndicator(frame.indicator) }
/// drawn = frame
/// ```
///
/// Every rectangle is in points. The slides' rectangle is in the carousel's bounds; the slots
/// are in the slides' own coordinates (the engine's viewport), so a front end that clips the
/// slides in a view of their own places the slots in it as they are.
public struct CarouselFrame: Hashable, Sendable {
  /// The size of the whole carousel: slides, indicator and controls.
  public var bounds: CarouselSize
  /// Where the slides go in the bounds: all of them, or what an indicator in a band of its
  /// own leaves.
  public var slidesFrame: CarouselRect
  /// The scroll axis.
  public var axis: CarouselAxis
  /// The layout direction: leading is the right in right-to-left layouts.
  public var layoutDirection: CarouselLayoutDirection
  /// The number of items.
  public var itemCount: Int
  /// The current item, or nil without items.
  public var currentIndex: Int?
  /// The item the content is headed for (the destination of a turn under way), or nil.
  public var destinationIndex: Int?
  /// The continuous position, in items (``CarouselEngine/position``).
  public var position: Double
  /// The position counted from where the carousel started, without wrapping
  /// (``CarouselEngine/unwrappedPosition``): for front ends that hand a motion to a
  /// compositor and need its direction across the seam.
  public var unwrappedPosition: Double
  /// The machine's time this frame shows (the engine's clock).
  public var time: Double
  /// Whether the user stopped the slide show (with the stop/start control, an assistive
  /// action, keyboard focus coming in, or reduced motion on their behalf).
  public var isRotationStopped: Bool
  /// Whether the user asked for reduced motion: pages cross-fade, pictures hold their first
  /// frame.
  public var prefersReducedMotion: Bool
  /// The live slots, one view each: the visible ones and one on each side, in the order the
  /// engine keeps them (draw by ``Slot/zIndex``).
  public var slots: [Slot]
  /// The outgoing page of a page change under reduced motion, fading out above the new one,
  /// or nil.
  public var crossFade: CrossFade?
  /// The page indicator: its own dots, or the rectangle of a control that draws itself.
  public var indicator: Indicator
  /// The visible stop/start control, or nil when none shows (the accessibility action may
  /// still: see ``Accessibility/rotationActionLabel``).
  public var rotationControl: RotationControl?
  /// What assistive technologies are told.
  public var accessibility: Accessibility
  /// How the carousel meets a focus-driven platform's focus (tvOS): whether it takes it, and
  /// which slot draws the focused look.
  public var focus: Focus
  /// The items whose pictures to fetch ahead, most needed first: the next ones in the
  /// direction of travel, then the previous ones, none a live slot shows. Their size is the
  /// current slot's ``Slot/pictureSize``.
  public var prefetchItems: [Int]
  /// What the front end must schedule to keep the machine stepping: display frames, one
  /// wake-up, or nothing. After a wake-up fires, the front end applies the plan again even
  /// when it is unchanged.
  public var tickPlan: CarouselTickPlan
  /// While ``tickPlan`` asks for frames, the frame rates to ask the display for (a display
  /// link's `preferredFrameRateRange`); nil otherwise.
  public var frameRates: CarouselFrameRateRange?
  /// Whether a finger or pointer drags the content.
  public var isDragging: Bool
  /// Whether the content moves on its own toward a rest (a page turn, momentum, a fade).
  public var isAnimating: Bool

  /// An empty frame: nothing to draw, nothing scheduled.
  public init() {
    bounds = .zero
    slidesFrame = CarouselRect(origin: .zero, size: .zero)
    axis = .horizontal
    layoutDirection = .leftToRight
    itemCount = 0
    currentIndex = nil
    destinationIndex = nil
    position = 0
    unwrappedPosition = 0
    time = 0
    isRotationStopped = false
    prefersReducedMotion = false
    slots = []
    crossFade = nil
    indicator = Indicator()
    rotationControl = nil
    accessibility = Accessibility()
    focus = Focus()
    prefetchItems = []
    tickPlan = .idle
    frameRates = nil
    isDragging = false
    isAnimating = false
  }

  /// The slot with an id, if it is live.
  public func slot(id: Int) -> Slot? {
    slots.first { $0.id == id }
  }

  /// The size to fetch pictures ahead at: the current item's slot's picture size (or the
  /// first slot's).
  public var prefetchPictureSize: CarouselPixelSize {
    let current = slots.first { $0.item == currentIndex && $0.isAccessibilityExposed }
    return (current ?? slots.first { $0.item == currentIndex } ?? slots.first)?.pictureSize
      ?? CarouselPixelSize()
  }
}

extension CarouselFrame {
  /// One live slot: a view showing one item.
  public struct Slot: Hashable, Sendable {
    /// The slot's id: a front end keeps one view per id while the slot lives.
    public var id: Int
    /// The item it shows, in `0 ..< itemCount`.
    public var item: Int
    /// Bumped by every reload: a view bound to the item under an older version shows other
    /// content now and must be bound again, even at the same index.
    public var contentVersion: Int
    /// Its frame, in the slides' coordinates.
    public var frame: CarouselRect
    /// The effect's transform, about the slot's centre (Core Animation's `transform`, CSS's
    /// `transform` with `transform-origin: center`); identity for plain sliding.
    public var transform: CarouselMatrix3D
    /// Where the slot's corners are drawn after the effect, in the slides' coordinates: where
    /// a software renderer draws it and where taps hit it.
    public var quad: CarouselQuad
    /// Whether the effect turns the slot in perspective (the quad is no rectangle).
    public var is3D: Bool
    /// Its opacity, 0...1.
    public var alpha: Double
    /// Its drawing order: higher is in front.
    public var zIndex: Double
    /// How far it is from the current position, in items (0 current, -1 previous, 1 next).
    public var progress: Double
    /// The part of its length inside the slides, 0...1.
    public var visibleFraction: Double
    /// The size to ask its picture for, in pixels: the slot's size at the screen's scale,
    /// kept while the slot's size changes within the picture rule's band (no new request for
    /// every step of a resize), zero while the slot has no area.
    public var pictureSize: CarouselPixelSize
    /// Whether an animated picture or a video in it plays: the carousel can be seen, the slot
    /// shows some of its item, the user has not asked for reduced motion, and has not stopped
    /// the slide show (its stop stops every motion in the carousel).
    public var playsAnimation: Bool
    /// What a video in it does: nothing but its poster, loaded and paused, or playing. Front
    /// ends apply it to video slides only; a slot's player exists only while this is not
    /// ``VideoPlayback/poster``, so no more videos decode than slots are seen.
    public var video: VideoPlayback
    /// Whether this is the one slot exposed to assistive technologies (the current item's
    /// most visible slot, or the slot a motion comes to rest on once it is live; never a
    /// copy); every other slot is hidden from them.
    public var isAccessibilityExposed: Bool

    /// Creates a slot (front ends receive them from the machine; tests build their own).
    public init(
      id: Int, item: Int, contentVersion: Int = 0, frame: CarouselRect,
      transform: CarouselMatrix3D = .identity, quad: CarouselQuad? = nil, is3D: Bool = false,
      alpha: Double = 1, zIndex: Double = 0,
      progress: Double = 0, visibleFraction: Double = 1,
      pictureSize: CarouselPixelSize = CarouselPixelSize(), playsAnimation: Bool = false,
      video: VideoPlayback = .poster, isAccessibilityExposed: Bool = false
    ) {
      self.id = id
      self.item = item
      self.contentVersion = contentVersion
      self.frame = frame
      self.transform = transform
      self.quad = quad ?? CarouselQuad(frame)
      self.is3D = is3D
      self.alpha = alpha
      self.zIndex = zIndex
      self.progress = progress
      self.visibleFraction = visibleFraction
      self.pictureSize = pictureSize
      self.playsAnimation = playsAnimation
      self.video = video
      self.isAccessibilityExposed = isAccessibilityExposed
    }
  }

  /// What a slot's video does (``Slot/video``).
  public enum VideoPlayback: UInt8, Hashable, Sendable {
    /// Only its poster shows, and no video is loaded or decoded: the slot shows none of its
    /// item, or the user asked for reduced motion, saves power
    /// (``CarouselHostSignals/isLowPowerModeEnabled``) or saves data
    /// (``CarouselHostSignals/isDataSaverEnabled``). A front end lets go of the slot's video
    /// (and of its hold on the turn).
    case poster = 0
    /// The video is loaded and rests on its frame: the carousel is out of sight, or the user
    /// stopped the slide show (its stop stops videos too, WCAG 2.2.2).
    case paused = 1
    /// The video plays, muted.
    case playing = 2
  }

  /// The outgoing page of a reduced-motion page change.
  public struct CrossFade: Hashable, Sendable {
    /// The item fading out.
    public var item: Int
    /// Its opacity now, from 1 down to 0.
    public var alpha: Double
    /// Where it is drawn, in the slides' coordinates: the current slot's frame.
    public var frame: CarouselRect

    /// Creates a cross-fade.
    public init(item: Int, alpha: Double, frame: CarouselRect) {
      self.item = item
      self.alpha = alpha
      self.frame = frame
    }
  }
}

/// A size in whole pixels.
public struct CarouselPixelSize: Hashable, Sendable {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size; negative sides count as 0.
  public init(width: Int = 0, height: Int = 0) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The fewest whole pixels that cover a size in points at a scale (``PixelRounding``).
  public init(covering size: CarouselSize, scale: Double) {
    let pixels = PixelRounding.pixels(covering: size, scale: scale)
    self.init(width: pixels.width, height: pixels.height)
  }

  /// Whether either side is 0.
  public var isEmpty: Bool { width == 0 || height == 0 }
}

/// Four corners of a drawn slot: top-left, top-right, bottom-right, bottom-left of its
/// untransformed frame, wherever the effect puts them.
public struct CarouselQuad: Hashable, Sendable {
  /// The corner that was the frame's top left.
  public var topLeft: CarouselPoint
  /// The corner that was the frame's top right.
  public var topRight: CarouselPoint
  /// The corner that was the frame's bottom right.
  public var bottomRight: CarouselPoint
  /// The corner that was the frame's bottom left.
  public var bottomLeft: CarouselPoint

  /// The corners of a rectangle.
  public init(_ rect: CarouselRect) {
    topLeft = CarouselPoint(x: rect.minX, y: rect.minY)
    topRight = CarouselPoint(x: rect.maxX, y: rect.minY)
    bottomRight = CarouselPoint(x: rect.maxX, y: rect.maxY)
    bottomLeft = CarouselPoint(x: rect.minX, y: rect.maxY)
  }

  /// Four corners, in order.
  public init(
    topLeft: CarouselPoint, topRight: CarouselPoint, bottomRight: CarouselPoint,
    bottomLeft: CarouselPoint
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The corners in order, as an array.
  public var corners: [CarouselPoint] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// The smallest rectangle holding the four corners.
  public var boundingBox: CarouselRect {
    let minX = min(min(topLeft.x, topRight.x), min(bottomRight.x, bottomLeft.x))
    let maxX = max(max(topLeft.x, topRight.x), max(bottomRight.x, bottomLeft.x))
    let minY = min(min(topLeft.y, topRight.y), min(bottomRight.y, bottomLeft.y))
    let maxY = max(max(topLeft.y, topRight.y), max(bottomRight.y, bottomLeft.y))
    return CarouselRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
