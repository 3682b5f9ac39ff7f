// spacer/empty-layout-and-nonempty-stack: VStack{EmptyLayout; HStack{Spacer(10)}} is a spacer-free fixed child of width 10; mirrors StacksWithSpacingSeverSnapshotTests.testStacksEmptyLayoutAndNonEmptyStack
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  HStack(spacing: 10) {
    v1
      .frame(width: 40, height: 40)
    VStack {
      EmptyLayout()
      HStack {
        Spacer(10)
      }
    }
    VStack {
      EmptyLayout()
      HStack {
        Spacer(10)
      }
    }
    VStack {
      EmptyLayout()
      HStack {
        Spacer(10)
      }
    }
    v2
      .frame(width: 40, height: 40)
    v3
      .frame(width: 40, height: 40)
  }
}
