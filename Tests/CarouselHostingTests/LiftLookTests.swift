import CarouselCore
import Testing

@testable import CarouselHosting

/// The focused look of a tvOS slide.
@Suite struct LiftLookTests {
  @Test func aLiftedPictureGrowsCastsAShadowAndMovesWithTheThumb() {
    let look = CarouselLiftLook(isLifted: true, showsAppView: false)
    #expect(look.scale == 1.06)
    #expect(look.shadowOpacity == 0.45)
    #expect(look.parallax == 12)
    #expect(look.pictureOverscan == 12)
  }

  @Test func anAppsViewLiftsWithoutParallax() {
    let look = CarouselLiftLook(isLifted: true, showsAppView: true)
    #expect(look.scale == 1.06)
    #expect(look.shadowOpacity == 0.45)
    #expect(look.parallax == nil)
    #expect(look.pictureOverscan == 0)
  }

  @Test(arguments: [false, true])
  func aSlideAtRestHasNoLook(showsAppView: Bool) {
    let look = CarouselLiftLook(isLifted: false, showsAppView: showsAppView)
    #expect(look.scale == 1)
    #expect(look.shadowOpacity == 0)
    #expect(look.parallax == nil)
  }

  @MainActor @Test func theLiftedSlideRisesAboveItsNeighboursOnly() throws {
    // Given a banner with the remote's focus on it: the frame lifts the current item's slot
    let (host, _) = makeBanner(count: 3)
    host.driver.signals.isRemoteFocused = true
    let frame = host.driver.frame
    let lifted = try #require(frame.focus.liftedSlotID)
    let z = frame.slots.map { CarouselLiftLook.zPosition(of: $0, focus: frame.focus) }
    #expect(z == frame.slots.map { Double($0.zIndex) + ($0.id == lifted ? 1_000 : 0) })
    #expect(z.filter { $0 >= 1_000 }.count == 1)
    // Without the focus nothing rises
    let resting = frame.slots.map {
      CarouselLiftLook.zPosition(of: $0, focus: CarouselFrame.Focus())
    }
    #expect(resting == frame.slots.map { Double($0.zIndex) })
  }
}
