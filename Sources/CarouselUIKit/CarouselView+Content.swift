#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import CarouselImages
  import UIKit

  extension CarouselView: CarouselDriverOutput {
    // MARK: Drawing the frame

    /// Draws a frame of the machine: the slides' rectangle, each slot's view where it goes,
    /// its picture and whether it plays, the cross-fade, the indicator and the stop/start
    /// control, what VoiceOver sees. Everything here only maps the frame onto UIKit.
    package func carouselDriver(_ driver: CarouselDriver, draw frame: CarouselFrame) {
      let slides = CGRect(frame.slidesFrame)
      if contentView.frame != slides {
        contentView.frame = slides
        #if os(tvOS)
          updateSlidesMask()
        #endif
      }
      updateCrossFade(frame)
      slotViews.update(
        with: frame.slots,
        make: { _ in makeSlotView() },
        prepare: { view, slot in prepare(view, forItem: slot.item) },
        place: { view, slot in place(view, at: slot, in: frame) },
        retire: { $0.removeFromSuperview() })
      if case .imageURLs(let urls) = content {
        imageSlots.update(frame: frame, contentMode: requestContentMode) {
          urls.indices.contains($0) ? urls[$0] : nil
        }
      }
      if frame.indicator != drawnIndicator || frame.rotationControl != drawnFrame.rotationControl {
        drawIndicator(frame.indicator, rotationControl: frame.rotationControl)
      }
      updateAccessibilityExposure(force: false, frame: frame)
      #if os(tvOS)
        drawFocusLift(frame.focus)
        if frame.axis != drawnFrame.axis { updateSlidesMask() }
      #endif
      drawnFrame = frame
    }

    /// Reports selections and index changes to the app, and page changes to VoiceOver.
    package func carouselDriver(_ driver: CarouselDriver, didEmit event: CarouselEvent) {
      eventRouter.deliver(event)
    }

    /// Where the machine's events go: the closures, then the delegate.
    func makeEventRouter() -> CarouselEventRouter {
      var router = CarouselEventRouter()
      router.currentIndexChanged = { [weak self] index in
        guard let self else { return }
        self.onCurrentIndexChange?(index)
        self.delegate?.carouselView(self, didChangeCurrentIndexTo: index)
      }
      router.itemSelected = { [weak self] index in
        guard let self else { return }
        self.onSelect?(index)
        self.delegate?.carouselView(self, didSelectItemAt: index)
      }
      router.scrolled = { [weak self] position in
        guard let self else { return }
        self.onScroll?(position)
        self.delegate?.carouselView(self, didScrollTo: position)
      }
      router.scrollingEnded = { [weak self] index in
        guard let self else { return }
        self.onScrollEnd?(index)
        self.delegate?.carouselView(self, didEndScrollingAt: index)
      }
      router.scrollAnimationEnded = { [weak self] index in
        guard let self else { return }
        self.delegate?.carouselView(self, didEndScrollingAnimationAt: index)
      }
      router.impression = { [weak self] in self?.onImpression?($0) }
      router.announcement = { UIAccessibility.post(notification: .pageScrolled, argument: $0) }
      return router
    }

    /// The part of the slides on screen: their bounds clipped by every clipping ancestor
    /// (scroll views, table and collection views) and the window, in their coordinates.
    package func carouselDriverVisibleRect(_ driver: CarouselDriver) -> CarouselRect? {
      contentView.carouselVisibleRect().map(CarouselRect.init)
    }

    /// Whether an item's picture is on screen (always, for local images and views).
    package func carouselDriver(_ driver: CarouselDriver, isImageLoadedForItemAt index: Int)
      -> Bool
    {
      guard content.isImageURLs else { return true }
      return imageSlots.isImageLoaded(forItem: index, in: driver.frame)
    }

    /// Positions a slot view at its frame and applies the effect's transform (the same
    /// geometry taps are hit-tested against), and lets its picture play as the frame says.
    func place(_ view: CarouselSlotView, at slot: CarouselFrame.Slot, in frame: CarouselFrame) {
      let rect = CGRect(slot.frame)
      view.bounds = CGRect(origin: .zero, size: rect.size)
      view.center = CGPoint(x: rect.midX, y: rect.midY)
      view.layer.transform =
        slot.transform.isIdentity ? CATransform3DIdentity : CATransform3D(slot.transform)
      view.alpha = CGFloat(slot.alpha)
      // The lifted slide (tvOS) rises above its neighbours.
      let lift: CGFloat = slot.id == frame.focus.liftedSlotID ? 1_000 : 0
      view.layer.zPosition = CGFloat(slot.zIndex) + lift
      view.animator.isReducedMotion = frame.prefersReducedMotion
      view.animator.isPlaying = slot.playsAnimation
      view.titleBottomInset = slideTitleBottomInset
    }

    // MARK: Content

    /// The items, as the app gave them last.
    enum Content {
      /// URLs, nil where a string was no URL.
      case imageURLs([URL?])
      case images([UIImage])
      case views

      var isImageURLs: Bool {
        if case .imageURLs = self { return true }
        return false
      }
    }

    func setContent(_ newContent: Content) {
      switch (content, newContent) {
      case (.imageURLs(let old), .imageURLs(let new)) where old == new:
        // The same content again (assigned on every cell configuration or refresh) changes
        // nothing: no rebuilt slots, no new display instances for impressions, no snapped turn.
        return
      case (.images(let old), .images(let new))
      where old.count == new.count && zip(old, new).allSatisfy({ $0 === $1 }):
        return
      default:
        break
      }
      content = newContent
      if !newContent.isImageURLs { imageSlots.removeAll() }
      // A new data source (or none) makes views of its own kinds.
      reusePool.removeAll()
      switch newContent {
      case .imageURLs(let urls):
        // Pictures no longer among the items are reported again if they come back.
        imageOutcomes.keep(only: urls.compactMap { $0 })
        driver.reload(identities: urls)
      case .images(let images):
        // By the images' identities: the same pictures keep their item, others are new.
        driver.reload(identities: images.map(ObjectIdentifier.init))
      case .views:
        reloadViews()
      }
    }

    /// Asks the data source for its items again: by the identities it gives, or as new
    /// content when it gives none.
    func reloadViews() {
      guard case .views = content, let dataSource else {
        if case .views = content { driver.reload(itemCount: 0) }
        return
      }
      let count = max(0, dataSource.numberOfItems(in: self))
      let identities = (0..<count).map { dataSource.carouselView(self, identifierForItemAt: $0) }
      if identities.allSatisfy({ $0 != nil }) {
        driver.reload(identities: identities)
      } else {
        driver.reload(itemCount: count)
      }
      refreshAllSlots()
    }

    func makeSlotView() -> CarouselSlotView {
      let view = CarouselSlotView()
      view.titleBottomInset = slideTitleBottomInset
      contentView.addSubview(view)
      return view
    }

    /// Binds a slot view to an item; called only when the slot's item changes.
    func prepare(_ view: CarouselSlotView, forItem index: Int) {
      view.setTitle(titles.flatMap { $0.indices.contains(index) ? $0[index] : nil })
      view.cardView.backgroundColor = itemBackgroundColor
      view.imageView.contentMode = contentMode(forItem: index)
      view.titleStyle = titleStyle
      switch content {
      case .imageURLs:
        // The image slots deliver the placeholder, the image or the failure image.
        view.setCustomView(nil)
      case .images(let images):
        view.setCustomView(nil)
        view.imageView.image = images.indices.contains(index) ? images[index] : nil
      case .views:
        guard let dataSource else { return }
        // A view of the kind the item needs: the slot's own, or one another slot gave up.
        let kind = dataSource.carouselView(self, reuseIdentifierForItemAt: index)
        let reusable = reusePool.exchange(
          current: view.customView, currentKind: view.customViewKind, for: kind)
        view.setCustomView(
          dataSource.carouselView(self, viewForItemAt: index, reusing: reusable), kind: kind)
      }
    }

    /// Re-applies titles, placeholder and failure images and the content mode to every live
    /// slot.
    func refreshAllSlots() {
      let frame = driver.frame
      for slot in frame.slots {
        guard let view = slotViews.view(forSlotID: slot.id) else { continue }
        prepare(view, forItem: slot.item)
        if case .imageURLs = content {
          show(slotImage(imageSlots.image(ofSlot: slot.id), forItem: slot.item), in: view)
        }
      }
    }

    /// What VoiceOver reads after each item's position: its label, else its title.
    func updateItemTitles() {
      driver.setItemTitles(accessibilityItemLabels ?? titles ?? [])
    }

    // MARK: Images

    func makeImageSlots() -> CarouselImageSlots {
      CarouselImageSlots(pipeline: imagePipeline) { [weak self] slotID, image in
        guard let self, let view = self.slotViews.view(forSlotID: slotID) else { return }
        let item = self.driver.frame.slot(id: slotID)?.item
        let shown = self.slotImage(image, forItem: item)
        self.show(shown, in: view)
        if let item { self.reportOutcome(of: shown, shownIn: view, forItem: item) }
      }
    }

    /// What a slot shows for an item: the slots' image, or the failure for an item whose
    /// string was no URL (the slots have nothing to load for it).
    func slotImage(_ image: CarouselSlotImage, forItem item: Int?) -> CarouselSlotImage {
      guard image == .placeholder, let item, case .imageURLs(let urls) = content,
        urls.indices.contains(item), urls[item] == nil
      else { return image }
      return .failure(.unsupportedURL)
    }

    /// Tells ``onImageLoad`` about a picture that loaded or failed, once per picture.
    private func reportOutcome(
      of image: CarouselSlotImage, shownIn view: CarouselSlotView, forItem item: Int
    ) {
      guard let onImageLoad, case .imageURLs(let urls) = content, urls.indices.contains(item)
      else { return }
      // An item without a URL is reported by its place: it has no URL to be known by.
      let url = urls[item] ?? URL(fileURLWithPath: "/\(item)")
      let result = imageOutcomes.report(image, for: url) { view.imageView.image }
      result.map { onImageLoad(item, $0) }
    }

    func show(_ image: CarouselSlotImage, in view: CarouselSlotView) {
      let scale = displayScale
      view.imageView.image = image.shown(placeholder: placeholderImage, failure: failureImage) {
        UIImage(decoded: $0, scale: scale)
      }
      // An animated picture's next frames come from the animator while the slot shows.
      view.animator.setImage(image.decoded)
      // An impression waits for the picture: it may be here now.
      driver.impressionInputsDidChange()
    }

    /// Pixels per point of the screen the view is on (the trait collection's, which follows
    /// the window's screen; `UIScreen` is not used, so the view is the same on visionOS).
    var displayScale: Double {
      let scale = traitCollection.displayScale
      return scale > 0 ? Double(scale) : 1
    }

    /// How pictures are decoded: to cover their slot, unless every item fits.
    var requestContentMode: ImageRequest.ContentMode {
      let modes = (imageContentModes ?? []) + [imageContentMode]
      return modes.allSatisfy { $0 == .scaleAspectFit } ? .aspectFit : .aspectFill
    }

    /// An item's content mode: its own in ``imageContentModes``, else ``imageContentMode``.
    func contentMode(forItem index: Int) -> UIView.ContentMode {
      guard let modes = imageContentModes, modes.indices.contains(index) else {
        return imageContentMode
      }
      return modes[index]
    }

    /// The content modes changed: the slots draw with them, and pictures are decoded for the
    /// new mode (the machine measures the picture sizes' band by it).
    func contentModesChanged() {
      var options = driver.host.options
      options.pictureContentMode = requestContentMode
      driver.setOptions(options)
      refreshAllSlots()
    }

    // MARK: Reduce Motion cross-fade

    /// Under Reduce Motion pages change by cross-fade: a snapshot of the outgoing page fades
    /// out above the new one.
    private func updateCrossFade(_ frame: CarouselFrame) {
      guard let fade = frame.crossFade else {
        crossFadeSnapshot?.removeFromSuperview()
        crossFadeSnapshot = nil
        crossFadeItem = nil
        return
      }
      if crossFadeItem != fade.item {
        // The slot views still show the outgoing page: this pass has not placed them yet.
        crossFadeSnapshot?.removeFromSuperview()
        crossFadeSnapshot = contentView.snapshotView(afterScreenUpdates: false)
        crossFadeItem = fade.item
        if let snapshot = crossFadeSnapshot {
          snapshot.frame = contentView.frame
          snapshot.isUserInteractionEnabled = false
          insertSubview(snapshot, aboveSubview: contentView)
        }
      }
      crossFadeSnapshot?.alpha = CGFloat(fade.alpha)
    }
  }
#endif
