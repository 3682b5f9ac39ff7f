// offset/padded-then-offset: ForEach elements: padding(.top, 8) then offset(y: -16); mirrors ForEachServerSnapshotTests.testForEachWithViewElementBlock
canvas(width: 300, height: 300, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView(width: 20, height: 20)
let v2 = UIView(width: 20, height: 20)
let v3 = UIView(width: 20, height: 20)
var body: Layout {
  HStack(spacing: 20) {
    v1
    v2
      .padding(.top, 8)
      .offset(x: 0, y: -16)
    v3
      .padding(.top, 8)
      .offset(x: 0, y: -16)
  }
}
