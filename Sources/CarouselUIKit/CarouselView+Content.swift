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
        retire: {
          $0.stopVideo()
          $0.removeFromSuperview()
        })
      if items.showsPictures {
        imageSlots.update(frame: frame, contentMode: contentModes.decodingMode) {
          items.imageURL(ofItem: $0)
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
      items.isImageLoaded(forItem: index) {
        imageSlots.isImageLoaded(forItem: $0, in: driver.frame)
      }
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
      view.layer.zPosition = CGFloat(CarouselLiftLook.zPosition(of: slot, focus: frame.focus))
      view.animator.isReducedMotion = frame.prefersReducedMotion
      view.animator.isPlaying = slot.playsAnimation
      view.titleBottomInset = slideTitleBottomInset
      showVideo(in: view, at: slot)
    }

    /// Shows a slot's video as the frame says (see ``CarouselVideoSlot``).
    private func showVideo(in view: CarouselSlotView, at slot: CarouselFrame.Slot) {
      view.showVideo(
        CarouselSlotVideo.url(ofItem: slot.item, in: videoURLs), slot: CarouselSlotVideo(slot),
        driver: driver)
    }

    /// The videos changed: every live slot shows its item's.
    func refreshVideos() {
      for slot in driver.frame.slots {
        slotViews.view(forSlotID: slot.id).map { showVideo(in: $0, at: slot) }
      }
    }

    // MARK: Content

    /// Shows new content (nothing changes when it is the content shown already).
    func setContent(_ kind: CarouselItems<UIImage>.Kind) {
      apply(items.replace(with: kind))
    }

    /// Carries out new content: the pictures loading are dropped when it has none, the spare
    /// views of the old data source go (a new one makes views of its own kinds), and the
    /// machine loads the items.
    func apply(_ change: CarouselItems<UIImage>.Change?) {
      guard let change else { return }
      if change.dropsPictures { imageSlots.removeAll() }
      reusePool.removeAll()
      load(items.reload(dataSource: dataSourceItems))
    }

    /// Asks the data source for its items again (nothing unless it shows its views).
    func reloadViews() {
      guard let reload = items.reloadViews(dataSource: dataSourceItems) else { return }
      load(reload)
    }

    private func load(_ reload: CarouselItems<UIImage>.Reload) {
      driver.reload(reload.load)
      if reload.preparesSlotsAgain { refreshAllSlots() }
    }

    /// What the data source says about its items, asked only when it shows its views.
    private func dataSourceItems() -> CarouselDataSourceItems? {
      guard let dataSource else { return nil }
      return CarouselDataSourceItems(count: dataSource.numberOfItems(in: self)) {
        dataSource.carouselView(self, identifierForItemAt: $0)
      }
    }

    func makeSlotView() -> CarouselSlotView {
      let view = CarouselSlotView()
      view.titleBottomInset = slideTitleBottomInset
      contentView.addSubview(view)
      return view
    }

    /// Binds a slot view to an item; called only when the slot's item changes.
    func prepare(_ view: CarouselSlotView, forItem index: Int) {
      view.setTitle(items.title(ofItem: index))
      view.cardView.backgroundColor = itemBackgroundColor
      view.imageView.contentMode = contentModes.mode(ofItem: index)
      view.titleStyle = titleStyle
      switch items.slotContent(ofItem: index) {
      case .picture:
        // The image slots deliver the placeholder, the image or the failure image.
        view.setCustomView(nil)
      case .image(let image):
        view.setCustomView(nil)
        view.imageView.image = image
      case .dataSourceView:
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
        if items.showsPictures {
          show(items.slotImage(imageSlots.image(ofSlot: slot.id), forItem: slot.item), in: view)
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
        let shown = self.items.slotImage(image, forItem: item)
        self.show(shown, in: view)
        self.reportOutcome(of: shown, shownIn: view, forItem: item)
      }
    }

    /// Tells ``onImageLoad`` about a picture that loaded or failed, once per picture.
    private func reportOutcome(
      of image: CarouselSlotImage, shownIn view: CarouselSlotView, forItem item: Int?
    ) {
      guard let onImageLoad,
        let outcome = items.reportOutcome(
          of: image, forItem: item, picture: { view.imageView.image })
      else { return }
      onImageLoad(outcome.item, outcome.result)
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
      CarouselPixelScale.of(Double(traitCollection.displayScale))
    }

    /// The content modes changed: the slots draw with them, and pictures are decoded for the
    /// new mode (the machine measures the picture sizes' band by it).
    func contentModesChanged() {
      var options = driver.host.options
      options.pictureContentMode = contentModes.decodingMode
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
