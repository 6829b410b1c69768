import CarouselCore
import Testing

@testable import CarouselHosting

@Suite struct SlotViewsTests {
  @Test func slotViewsAreReusedBySlotIDAndPreparedOnlyWhenTheirItemChanges() {
    // Given a banner of seven whose frames a front end draws with one view per slot
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .off
    var host = CarouselHostMachine(
      configuration: configuration, itemCount: 7,
      signals: CarouselHostSignals(isInWindow: true), now: 0)
    host.setBounds(CarouselSize(width: 390, height: 130), now: 0)
    var views = CarouselSlotViews<Int>()
    var made = 0
    var prepared = 0
    var retired = 0
    var now = 0.0
    func update() {
      views.update(
        with: host.frame.slots,
        make: { _ in
          made += 1
          return made
        }, prepare: { _, _ in prepared += 1 }, place: { _, _ in }, retire: { _ in retired += 1 })
    }
    update()
    // When it turns twenty pages, drawn frame by frame
    for _ in 0..<20 {
      host.next(now: now)
      while host.tickPlan == .frames {
        now += 1.0 / 60
        host.tick(now: now)
        update()
      }
    }
    // Then three views did it all, and one slot changed item per turn
    #expect(made == 3)
    #expect(views.count == 3)
    #expect(retired == 0)
    #expect(prepared == 3 + 20)
    // And new content binds every view again, even at the same indices
    host.reload(itemCount: 7, now: now)
    update()
    #expect(prepared == 3 + 20 + 3)
  }
}
