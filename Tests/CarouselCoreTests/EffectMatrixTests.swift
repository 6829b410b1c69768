import CarouselCore
import CarouselTestSupport
import Testing

@Suite struct EffectMatrixTests {
  private static let layouts: [(CarouselAxis, CarouselLayoutDirection)] = [
    (.horizontal, .leftToRight), (.horizontal, .rightToLeft), (.vertical, .leftToRight),
  ]

  @Test(arguments: CarouselEffect.namedEffects.map(\.name))
  func theMatrixDrawsCornersWhereTheEngineHitTests(effectName: String) throws {
    let effect = try #require(CarouselEffect(named: effectName))
    let frame = CarouselRect(x: 40, y: 10, width: 300, height: 120)
    for (axis, direction) in Self.layouts {
      let pitch = axis == .horizontal ? frame.size.width : frame.size.height
      for step in -15...15 {
        let progress = Double(step) / 10
        let transform = effect.transform(progress: progress, pitch: pitch)
        let matrix = transform.matrix(slotFrame: frame, axis: axis, direction: direction)
        let expected = transform.corners(of: frame, axis: axis, direction: direction)
        let corners = [
          CarouselPoint(x: frame.minX, y: frame.minY), CarouselPoint(x: frame.maxX, y: frame.minY),
          CarouselPoint(x: frame.maxX, y: frame.maxY), CarouselPoint(x: frame.minX, y: frame.maxY),
        ]
        let center = frame.center
        for (corner, want) in zip(corners, expected) {
          let local = CarouselPoint(x: corner.x - center.x, y: corner.y - center.y)
          let projected = matrix.project(local)
          let got = CarouselPoint(x: projected.x + center.x, y: projected.y + center.y)
          #expect(
            abs(got.x - want.x) < 1e-6 && abs(got.y - want.y) < 1e-6,
            "\(effectName) \(axis) \(direction) progress \(progress): \(got) vs \(want)")
        }
      }
    }
  }

  @Test func fromTheTopLeftCornerTheCornersLandInTheSamePlaces() throws {
    let frame = CarouselRect(x: 40, y: 10, width: 300, height: 120)
    let transform = CarouselEffect.coverFlow.transform(progress: 0.6, pitch: 300)
    let matrix = transform.matrix(slotFrame: frame, axis: .horizontal, direction: .leftToRight)
      .aboutTopLeft(ofSize: frame.size)
    let expected = transform.corners(of: frame, axis: .horizontal, direction: .leftToRight)
    let local = [
      CarouselPoint(x: 0, y: 0), CarouselPoint(x: 300, y: 0), CarouselPoint(x: 300, y: 120),
      CarouselPoint(x: 0, y: 120),
    ]
    for (corner, want) in zip(local, expected) {
      let got = matrix.project(corner)
      #expect(abs(got.x + frame.minX - want.x) < 1e-6 && abs(got.y + frame.minY - want.y) < 1e-6)
    }
  }

  @Test func plainSlidingNeedsNoTransform() {
    let frame = CarouselRect(x: 0, y: 0, width: 390, height: 130)
    let matrix = CarouselTransform.identity.matrix(
      slotFrame: frame, axis: .horizontal, direction: .leftToRight)
    #expect(matrix.isIdentity)
  }

  @Test func concatenationAppliesLeftFirst() {
    let scale = CarouselMatrix3D(rows: [[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
    let moveThenScale = CarouselMatrix3D.translation(x: 10, y: 0).concatenating(scale)
    let scaleThenMove = scale.concatenating(.translation(x: 10, y: 0))
    #expect(moveThenScale.project(CarouselPoint(x: 1, y: 1)) == CarouselPoint(x: 22, y: 2))
    #expect(scaleThenMove.project(CarouselPoint(x: 1, y: 1)) == CarouselPoint(x: 12, y: 2))
  }
}

@Suite struct MatrixProductTests {
  @Test func concatenationIsTheRowVectorProductForRandomMatrices() {
    var random = SeededGenerator(seed: 11)
    func randomMatrix() -> CarouselMatrix3D {
      CarouselMatrix3D(
        rows: (0..<4).map { _ in (0..<4).map { _ in Double.random(in: -3...3, using: &random) } })
    }
    for _ in 0..<200 {
      let a = randomMatrix()
      let b = randomMatrix()
      let product = a.concatenating(b).rows
      for row in 0..<4 {
        for column in 0..<4 {
          let expected = (0..<4).reduce(0.0) { $0 + a.rows[row][$1] * b.rows[$1][column] }
          #expect(abs(product[row][column] - expected) < 1e-12)
        }
      }
    }
    #expect(CarouselMatrix3D.identity.concatenating(.translation(x: 2, y: 3)).m41 == 2)
  }
}
