import Testing

@testable import CarouselCore

@Suite struct CarouselKeyCommandTests {
  /// What each key means, written out for every axis and layout direction.
  static let expected: [CarouselAxis: [CarouselKey: CarouselKeyCommand?]] = [
    .horizontal: [
      .left: .previous, .right: .next, .up: nil, .down: nil, .pageUp: .previous,
      .pageDown: .next, .home: .first, .end: .last,
    ],
    .vertical: [
      .left: nil, .right: nil, .up: .previous, .down: .next, .pageUp: .previous,
      .pageDown: .next, .home: .first, .end: .last,
    ],
  ]

  /// Right to left swaps the horizontal arrows and nothing else.
  static let rightToLeftHorizontal: [CarouselKey: CarouselKeyCommand?] = [
    .left: .next, .right: .previous, .up: nil, .down: nil, .pageUp: .previous,
    .pageDown: .next, .home: .first, .end: .last,
  ]

  static let axes: [CarouselAxis] = [.horizontal, .vertical]
  static let directions: [CarouselLayoutDirection] = [.leftToRight, .rightToLeft]

  @Test func everyKeyMeansTheSameOnEveryAxisAndDirection() throws {
    var checked = 0
    for axis in Self.axes {
      for direction in Self.directions {
        let table =
          axis == .horizontal && direction == .rightToLeft
          ? Self.rightToLeftHorizontal : try #require(Self.expected[axis])
        for key in CarouselKey.allCases {
          // Given a key on a carousel of this axis and direction
          let command = CarouselKeyCommand(key: key, axis: axis, layoutDirection: direction)
          // Then it means what the table says, and the engine agrees
          #expect(command == table[key] ?? nil, "\(key) on \(axis) \(direction)")
          var configuration = CarouselConfiguration()
          configuration.axis = axis
          configuration.layoutDirection = direction
          let engine = CarouselEngine(configuration: configuration, itemCount: 3)
          #expect(engine.command(for: key) == command)
          checked += 1
        }
      }
    }
    #expect(checked == 2 * 2 * CarouselKey.allCases.count)
    #expect(CarouselKey.allCases.count == 8)
  }

  /// The slot next to the current one on the side an arrow points at.
  private static func neighbour(
    of engine: CarouselEngine, toward key: CarouselKey
  ) -> CarouselSlot? {
    guard let current = engine.slots.first(where: { abs($0.progress) < 1e-9 }) else {
      return nil
    }
    let frame = current.frame
    return engine.slots.first { slot in
      switch key {
      case .left: abs(slot.frame.maxX - frame.minX) < 1e-6 && slot.frame.minY == frame.minY
      case .right: abs(slot.frame.minX - frame.maxX) < 1e-6 && slot.frame.minY == frame.minY
      case .up: abs(slot.frame.maxY - frame.minY) < 1e-6 && slot.frame.minX == frame.minX
      case .down: abs(slot.frame.minY - frame.maxY) < 1e-6 && slot.frame.minX == frame.minX
      default: false
      }
    }
  }

  @Test func anArrowAlongTheAxisBringsInTheItemItPointsAt() throws {
    var checked = 0
    for axis in Self.axes {
      for direction in Self.directions {
        for count in 2...5 {
          for start in 0..<count {
            for key in [CarouselKey.left, .right, .up, .down] {
              // Given a carousel resting on `start`
              var engine = CarouselEngine.banner(count: count) {
                $0.axis = axis
                $0.layoutDirection = direction
              }
              engine.scroll(to: start, animated: false, now: 0)
              let label = "\(key) on \(axis) \(direction), \(start) of \(count)"
              let neighbour = Self.neighbour(of: engine, toward: key)
              // When the arrow is pressed and the page turn ends
              let moved = engine.command(for: key).map { engine.perform($0, now: 1) }
              engine.runUntilIdle()
              // Then an arrow along the axis shows the item that was on its side; one across
              // the axis changes nothing
              if let neighbour {
                #expect(moved == true, "\(label)")
                #expect(engine.currentIndex == neighbour.itemIndex, "\(label)")
              } else {
                #expect(moved == nil, "\(label)")
                #expect(engine.currentIndex == start, "\(label)")
              }
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked == 2 * 2 * (2 + 3 + 4 + 5) * 4)
  }

  @Test func homeEndAndPageKeysWorkOnEveryCount() {
    var checked = 0
    for axis in Self.axes {
      for direction in Self.directions {
        for count in 0...5 {
          for start in 0..<max(count, 1) {
            for key in [CarouselKey.pageUp, .pageDown, .home, .end] {
              // Given a carousel of `count` items resting on `start`
              var engine = CarouselEngine.banner(count: count) {
                $0.axis = axis
                $0.layoutDirection = direction
              }
              engine.scroll(to: start, animated: false, now: 0)
              // When the key is pressed
              let moved = engine.command(for: key).map { engine.perform($0, now: 1) }
              engine.runUntilIdle()
              // Then the page keys step one item round the loop and Home and End go to the
              // ends; with no items nothing moves
              let label = "\(key) on \(axis) \(direction), \(start) of \(count)"
              #expect(moved == (count > 0), "\(label)")
              if count > 0 {
                let expected =
                  switch key {
                  case .pageUp: (start + count - 1) % count
                  case .pageDown: (start + 1) % count
                  case .home: 0
                  default: count - 1
                  }
                #expect(engine.currentIndex == expected, "\(label)")
              } else {
                #expect(engine.currentIndex == nil, "\(label)")
              }
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked == 2 * 2 * (1 + 1 + 2 + 3 + 4 + 5) * 4)
  }

  @Test func repeatedPressesDuringAnAnimationAddUp() {
    // Given a five-item banner
    var engine = CarouselEngine.banner(count: 5)
    // When the right arrow is pressed three times in quick succession
    for press in 0..<3 {
      engine.perform(.next, now: Double(press) * 0.05)
    }
    engine.runUntilIdle()
    // Then three items went by
    #expect(engine.currentIndex == 3)
  }
}

/// The keyboards' own codes name the same keys on every platform.
@Suite struct KeyCodeTests {
  @Test func hidUsagesNameTheKeysAndNothingElse() {
    let named: [(Int, CarouselKey)] = [
      (0x50, .left), (0x4F, .right), (0x52, .up), (0x51, .down), (0x4B, .pageUp),
      (0x4E, .pageDown), (0x4A, .home), (0x4D, .end),
    ]
    for (usage, key) in named { #expect(CarouselKey(hidUsage: usage) == key) }
    // Every other usage (letters, Return, Space, Tab, Escape) moves nothing
    let others = (0...0xFF).filter { usage in !named.contains { $0.0 == usage } }
    #expect(others.allSatisfy { CarouselKey(hidUsage: $0) == nil })
    #expect(Set(named.map(\.1)) == Set(CarouselKey.allCases))
  }

  @Test func functionKeyCharactersNameTheKeysAndNothingElse() {
    let named: [(Character, CarouselKey)] = [
      ("\u{F702}", .left), ("\u{F703}", .right), ("\u{F700}", .up), ("\u{F701}", .down),
      ("\u{F72C}", .pageUp), ("\u{F72D}", .pageDown), ("\u{F729}", .home), ("\u{F72B}", .end),
    ]
    for (character, key) in named { #expect(CarouselKey(functionKey: character) == key) }
    for character in ["a", "\r", " ", "\t", "\u{1B}", "\u{F704}"] as [Character] {
      #expect(CarouselKey(functionKey: character) == nil)
    }
  }
}
