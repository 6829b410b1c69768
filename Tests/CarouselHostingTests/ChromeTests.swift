import CarouselCore
import Testing

@testable import CarouselHosting

/// What the dots and the stop/start control sit on, in UIKit and SwiftUI alike.
@Suite struct ChromeTests {
  private typealias Chrome = CarouselChrome

  @Test(arguments: [false, true])
  func automaticIsLiquidGlassOnIOS26AndTheBackdropBefore(hasBackdrop: Bool) {
    let glass = Chrome(chrome: .automatic, hasBackdrop: hasBackdrop, hasLiquidGlass: true)
    #expect(glass.dots == .liquidGlass)
    #expect(glass.control == .liquidGlass)
    #expect(glass.pageControlBackground == .minimal)
    let before = Chrome(chrome: .automatic, hasBackdrop: hasBackdrop, hasLiquidGlass: false)
    #expect(before.dots == (hasBackdrop ? .backdrop : .none))
    #expect(before.control == (hasBackdrop ? .backdrop : .shade))
    #expect(before.pageControlBackground == (hasBackdrop ? .prominent : .automatic))
  }

  @Test func glassIsAMaterialWithoutLiquidGlass() {
    let chrome = Chrome(chrome: .glass, hasBackdrop: true, hasLiquidGlass: false)
    #expect(chrome.dots == .material)
    #expect(chrome.control == .material)
    #expect(chrome.pageControlBackground == .minimal)
    #expect(Chrome(chrome: .glass, hasBackdrop: false, hasLiquidGlass: true).dots == .liquidGlass)
  }

  @Test func plainIsNeverGlassAndTheControlAlwaysHasSomethingUnderIt() {
    for hasLiquidGlass in [false, true] {
      let bare = Chrome(chrome: .plain, hasBackdrop: false, hasLiquidGlass: hasLiquidGlass)
      #expect(bare.dots == .none)
      #expect(bare.control == .shade)
      #expect(bare.pageControlBackground == .automatic)
      let backed = Chrome(chrome: .plain, hasBackdrop: true, hasLiquidGlass: hasLiquidGlass)
      #expect(backed.dots == .backdrop)
      #expect(backed.control == .backdrop)
      #expect(backed.pageControlBackground == .prominent)
    }
  }

  @Test func everyCombinationGivesTheControlASurface() {
    let chromes: [PageIndicatorStyle.Chrome] = [.automatic, .glass, .plain]
    for chrome in chromes {
      for hasBackdrop in [false, true] {
        for hasLiquidGlass in [false, true] {
          let surfaces = Chrome(
            chrome: chrome, hasBackdrop: hasBackdrop, hasLiquidGlass: hasLiquidGlass)
          #expect(surfaces.control != .none)
          // The page control draws no platter of its own over an effect
          #expect((surfaces.pageControlBackground == .minimal) == surfaces.dots.isEffect)
        }
      }
    }
  }

  @Test func colorsAreTheBackdropAndTheShade() {
    var style = PageIndicatorStyle.dots
    style.backdropColor = RGBAColor(red: 10, green: 20, blue: 30, alpha: 40)
    #expect(Chrome.color(of: .backdrop, in: style) == style.backdropColor)
    #expect(Chrome.color(of: .shade, in: style) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 110))
    #expect(Chrome.color(of: .liquidGlass, in: style) == nil)
    #expect(Chrome.color(of: .material, in: style) == nil)
    #expect(Chrome.color(of: .none, in: style) == nil)
    #expect(Chrome(style: style, hasLiquidGlass: false).dots == .backdrop)
  }

  @Test func theBackgroundStylesAreUIKitsRawValuesAndTheSymbolSaysWhatAPressDoes() {
    // UIPageControlBackgroundStyle: automatic, prominent, minimal
    #expect(Chrome.PageControlBackground.automatic.rawValue == 0)
    #expect(Chrome.PageControlBackground.prominent.rawValue == 1)
    #expect(Chrome.PageControlBackground.minimal.rawValue == 2)
    #expect(Chrome.symbolName(isStopped: false) == "pause.fill")
    #expect(Chrome.symbolName(isStopped: true) == "play.fill")
  }
}
