// spacer/empty-stacks: Empty H/V/ZStacks are fixed zero-size children; mirrors StacksWithSpacingSeverSnapshotTests.testEmptyStack
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  HStack(spacing: 10) {
    v1
      .frame(width: 40, height: 40)
    HStack {}
    VStack {}
    ZStack {}
    v2
      .frame(width: 40, height: 40)
    v3
      .frame(width: 40, height: 40)
  }
}
