import CarouselCore

/// The slide shown while a picture loads: a quiet grey field with a loading label.
struct PlaceholderArtwork: SlideArtwork {
  func draw(into frame: inout FrameBuffer) {
    frame.fillLinearGradient(
      from: RGBAColor(hex: 0x2A2D34), to: RGBAColor(hex: 0x3A3E47), angle: 0.35)
    let height = Double(frame.height)
    let width = Double(frame.width)
    // Three dots, as a loading indicator.
    let radius = max(1.2, height * 0.035)
    let center = CarouselPoint(x: width / 2, y: height / 2 - radius * 2)
    for offset in -1...1 {
      frame.fillCircle(
        center: CarouselPoint(x: center.x + Double(offset) * radius * 3.2, y: center.y),
        radius: radius, with: RGBAColor(hex: 0xC8CCD4, alpha: offset == 0 ? 230 : 140))
    }
    let pixelSize = max(1, min(height * 0.02, width / 60))
    frame.drawCentered(
      text: "Loading",
      center: CarouselPoint(x: width / 2, y: center.y + radius * 2 + pixelSize * 5),
      pixelSize: pixelSize, color: RGBAColor(hex: 0xAEB3BD))
  }
}

/// The slide shown when a picture could not be loaded: a warning mark and the reason.
struct FailureArtwork: SlideArtwork {
  let reason: String

  func draw(into frame: inout FrameBuffer) {
    frame.fillLinearGradient(
      from: RGBAColor(hex: 0x3B1F24), to: RGBAColor(hex: 0x4A2A2F), angle: 0.35)
    let height = Double(frame.height)
    let width = Double(frame.width)
    // A round warning mark with an exclamation point.
    let radius = max(3, height * 0.1)
    let markCenter = CarouselPoint(x: width / 2, y: height * 0.3)
    frame.fillCircle(center: markCenter, radius: radius, with: RGBAColor(hex: 0xE5484D))
    frame.drawCentered(
      text: "!", center: markCenter, pixelSize: radius * 1.3 / 7, color: .white)
    // The reason, wrapped to the slide's width.
    frame.drawCaption(
      reason, below: markCenter.y + radius, maximumLines: 2, color: RGBAColor(hex: 0xF2D4D6))
  }
}

/// The slide of a video without a poster, where nothing can play it (the terminal, the
/// software renderer): a dark field, a play mark in a circle, and the video's name.
struct VideoCardArtwork: SlideArtwork {
  let name: String

  func draw(into frame: inout FrameBuffer) {
    frame.fillLinearGradient(
      from: RGBAColor(hex: 0x15171C), to: RGBAColor(hex: 0x262A33), angle: 0.35)
    let height = Double(frame.height)
    let width = Double(frame.width)
    let radius = max(3, height * 0.14)
    let center = CarouselPoint(x: width / 2, y: height * 0.42)
    frame.fillCircle(center: center, radius: radius, with: RGBAColor(hex: 0xFFFFFF, alpha: 60))
    // The play mark: a triangle pointing right, drawn a row at a time.
    let side = radius * 0.9
    let left = center.x - side * 0.4
    let rows = max(1, Int(side.rounded(.up)))
    for row in 0..<rows {
      let y = center.y - side / 2 + Double(row)
      let reach = (1 - abs(Double(row) + 0.5 - side / 2) / (side / 2)) * side * 0.87
      frame.fill(
        CarouselRect(x: left, y: y, width: max(0, reach), height: 1),
        with: RGBAColor(hex: 0xF2F3F5))
    }
    frame.drawCaption(
      name, below: center.y + radius, maximumLines: 1, color: RGBAColor(hex: 0xC8CCD4))
  }
}

extension FrameBuffer {
  /// Draws a status slide's caption under its mark: centred, wrapped to nine tenths of the
  /// width, in letters sized by the slide.
  ///
  /// - Parameters:
  ///   - text: The caption.
  ///   - markBottom: Where the mark above it ends, in pixels from the top.
  ///   - maximumLines: The most lines it takes; the rest of the text is cut.
  ///   - color: Its colour.
  fileprivate mutating func drawCaption(
    _ text: String, below markBottom: Double, maximumLines: Int, color: RGBAColor
  ) {
    let width = Double(self.width)
    let pixelSize = max(1, min(Double(height) * 0.018, width / 90))
    let columns = max(4, Int((width * 0.9) / (pixelSize * Double(BitmapFont.advance))))
    var lineCenterY = markBottom + pixelSize * 8
    for line in wrapText(text, columns: columns, maximumLines: maximumLines) {
      drawCentered(
        text: line, center: CarouselPoint(x: width / 2, y: lineCenterY), pixelSize: pixelSize,
        color: color)
      lineCenterY += pixelSize * 10
    }
  }
}
