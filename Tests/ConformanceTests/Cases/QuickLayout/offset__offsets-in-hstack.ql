// offset/offsets-in-hstack: Offsets move views without affecting siblings; infinite offsets are ignored; mirrors OffsetServerSnapshotTests.testOffset
canvas(width: 300, height: 300, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let first = UIView(width: 20, height: 20)
let v2 = UIView(width: 20, height: 20)
let v3 = UIView(width: 20, height: 20)
let v4 = UIView(width: 20, height: 20)
let v5 = UIView(width: 20, height: 20)
let v6 = UIView(width: 20, height: 20)
let last = UIView(width: 20, height: 20)
var body: Layout {
  HStack(spacing: 20) {
    first
    v2
      .offset(x: -10, y: 0)
    v3
      .offset(x: 10, y: 0)
    v4
      .offset(x: 0, y: 10)
    v5
      .offset(x: 0, y: -10)
    v6
      .offset(x: .infinity, y: .infinity)
    last
  }
}
