#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import CarouselImages
  import UIKit

  extension CarouselView: CarouselDriverOutput {
    // MARK: Drawing what the engine says

    /// Places the slot views where the engine's slots are; binds items to slots that changed.
    public func carouselDriverDidUpdate(_ driver: CarouselDriver) {
      let engine = driver.engine
      updateCrossFade(engine)
      slotViews.update(
        with: engine.slots, contentVersion: engine.contentVersion,
        make: { _ in makeSlotView() },
        prepare: { view, slot in prepare(view, forItem: slot.itemIndex) },
        place: { view, slot in place(view, at: slot, in: engine) },
        retire: { $0.removeFromSuperview() })
      if case .imageURLs(let urls) = content {
        imageSlots.update(engine: engine, scale: displayScale, contentMode: requestContentMode) {
          urls.indices.contains($0) ? urls[$0] : nil
        }
        // Animated pictures play in the slots on screen only, while the carousel can be seen
        // (the rule ticking follows: not scrolled away, not in the background), and not
        // under Reduce Motion.
        let reducesMotion = engine.pauseReasons.contains(.reducedMotion)
        let isVisible = driver.hostState.isVisible && !isHidden
        for slot in engine.slots {
          guard let view = slotViews.view(forSlotID: slot.id) else { continue }
          CarouselImagePlayback(
            isOnScreen: isVisible, slotVisibleFraction: slot.visibleFraction,
            reducesMotion: reducesMotion
          ).apply(to: view.animator)
        }
      }
      updatePageControl()
      updateAccessibilityExposure()
    }

    /// Reports selections and index changes to the app, and page changes to VoiceOver.
    public func carouselDriver(_ driver: CarouselDriver, didEmit event: CarouselHostEvent) {
      switch event {
      case .currentIndexChanged(let index):
        guard let index else { return }
        onCurrentIndexChange?(index)
        delegate?.carouselView(self, didChangeCurrentIndexTo: index)
      case .itemSelected(let index):
        onSelect?(index)
        delegate?.carouselView(self, didSelectItemAt: index)
      case .announcement(let text):
        UIAccessibility.post(notification: .pageScrolled, argument: text)
      case .scrollProgress(let position):
        // Where the content is, when it moved: for parallax headers and custom indicators.
        onScroll?(position)
        delegate?.carouselView(self, didScrollTo: position)
      case .autoAdvanceChanged:
        break
      case .impression(let impression):
        onImpression?(impression)
      case .scrollingEnded(let index):
        guard let index else { return }
        onScrollEnd?(index)
        delegate?.carouselView(self, didEndScrollingAt: index)
      case .scrollAnimationEnded(let index):
        guard let index else { return }
        delegate?.carouselView(self, didEndScrollingAnimationAt: index)
      }
    }

    /// The part of the slides on screen: their bounds clipped by every clipping ancestor
    /// (scroll views, table and collection views) and the window, in their coordinates.
    public func carouselDriverVisibleRect(_ driver: CarouselDriver) -> CarouselRect? {
      contentView.carouselVisibleRect().map(CarouselRect.init)
    }

    /// Whether an item's image is on screen (always, for local images and views).
    public func carouselDriver(_ driver: CarouselDriver, isImageLoadedForItemAt index: Int)
      -> Bool
    {
      guard content.isImageURLs else { return true }
      return imageSlots.isImageLoaded(forItem: index, in: driver.engine)
    }

    /// What VoiceOver reads after the position: the item's accessibility label, else its
    /// title.
    public func carouselDriver(_ driver: CarouselDriver, titleForItemAt index: Int) -> String? {
      if let labels = accessibilityItemLabels {
        return labels.indices.contains(index) ? labels[index] : nil
      }
      guard let titles, titles.indices.contains(index) else { return nil }
      return titles[index]
    }

    // MARK: Content

    func setContent(_ newContent: Content) {
      // The same content again (assigned on every cell configuration or refresh) changes
      // nothing: no rebuilt slots, no new display instances for impressions, no snapped turn.
      if content.isSame(as: newContent) { return }
      let previous = content
      content = newContent
      if !newContent.isImageURLs {
        imageSlots.removeAll()
      }
      // A new data source (or none) makes views of its own kinds.
      reusePool.removeAll()
      switch (previous, newContent) {
      case (.imageURLs(let old), .imageURLs(let new)):
        // Pictures no longer among the items are reported again if they come back.
        imageOutcomes.keep(only: new.compactMap { $0 })
        driver.reload(identities: new, previousIdentities: old)
      case (_, .imageURLs(let urls)):
        imageOutcomes.keep(only: urls.compactMap { $0 })
        driver.reload(itemCount: urls.count)
      case (_, .images(let images)):
        driver.reload(itemCount: images.count)
      case (_, .views):
        driver.reload(itemCount: dataSource.map { $0.numberOfItems(in: self) } ?? 0)
      }
    }

    /// Positions a slot view at its frame and applies the effect's transform (the same
    /// geometry taps are hit-tested against).
    func place(_ view: CarouselSlotView, at slot: CarouselSlot, in engine: CarouselEngine) {
      let frame = CGRect(slot.frame)
      view.bounds = CGRect(origin: .zero, size: frame.size)
      view.center = CGPoint(x: frame.midX, y: frame.midY)
      let matrix = slot.transform.matrix(
        slotFrame: slot.frame, axis: engine.configuration.axis,
        direction: engine.configuration.layoutDirection)
      view.layer.transform = matrix.isIdentity ? CATransform3DIdentity : CATransform3D(matrix)
      view.alpha = CGFloat(slot.transform.alpha)
      view.layer.zPosition = CGFloat(slot.transform.zIndex)
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
      view.backgroundColor = itemBackgroundColor
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
      for slot in driver.engine.slots {
        guard let view = slotViews.view(forSlotID: slot.id) else { continue }
        prepare(view, forItem: slot.itemIndex)
        if case .imageURLs = content {
          show(slotImage(imageSlots.image(ofSlot: slot.id), forItem: slot.itemIndex), in: view)
        }
      }
      carouselDriverDidUpdate(driver)
    }

    // MARK: Images

    func makeImageSlots() -> CarouselImageSlots {
      CarouselImageSlots(pipeline: imagePipeline) { [weak self] slotID, image in
        guard let self, let view = self.slotViews.view(forSlotID: slotID) else { return }
        let item = self.driver.engine.slots.first { $0.id == slotID }?.itemIndex
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
      switch imageOutcomes.record(image, for: url) {
      case .loaded:
        if let shown = view.imageView.image { onImageLoad(item, .success(shown)) }
      case .failed(let error):
        onImageLoad(item, .failure(error))
      case nil:
        break
      }
    }

    func show(_ image: CarouselSlotImage, in view: CarouselSlotView) {
      switch image {
      case .placeholder:
        view.imageView.image = placeholderImage
        view.animator.setImage(nil)
      case .failure:
        view.imageView.image = failureImage ?? placeholderImage
        view.animator.setImage(nil)
      case .image(let decoded):
        view.imageView.image = UIImage(decoded: decoded, scale: displayScale)
        // An animated picture's next frames come from the animator while the slot shows.
        view.animator.setImage(decoded)
        // An impression waits for the picture: it is here now.
        driver.impressionInputsDidChange()
      }
    }

    /// Pixels per point of the screen the view is on (the trait collection's, which follows
    /// the window's screen; `UIScreen` is not used, so the view is the same on visionOS).
    var displayScale: Double {
      let scale = traitCollection.displayScale
      return scale > 0 ? Double(scale) : 1
    }

    /// How pictures are decoded: to cover their slot, unless every item fits.
    var requestContentMode: ImageRequest.ContentMode {
      if let modes = imageContentModes, modes.contains(where: { $0 != imageContentMode }) {
        return .aspectFill
      }
      return imageContentMode == .scaleAspectFit ? .aspectFit : .aspectFill
    }

    /// An item's content mode: its own in ``imageContentModes``, else ``imageContentMode``.
    func contentMode(forItem index: Int) -> UIView.ContentMode {
      guard let modes = imageContentModes, modes.indices.contains(index) else {
        return imageContentMode
      }
      return modes[index]
    }

    // MARK: Reduce Motion cross-fade

    /// Under Reduce Motion pages change by cross-fade: a snapshot of the outgoing page fades
    /// out above the new one.
    private func updateCrossFade(_ engine: CarouselEngine) {
      guard let fade = engine.crossFade else {
        crossFadeSnapshot?.removeFromSuperview()
        crossFadeSnapshot = nil
        crossFadeItem = nil
        return
      }
      if crossFadeItem != fade.outgoingItem {
        // The slot views still show the outgoing page: this pass has not placed them yet.
        crossFadeSnapshot?.removeFromSuperview()
        crossFadeSnapshot = contentView.snapshotView(afterScreenUpdates: false)
        crossFadeItem = fade.outgoingItem
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
