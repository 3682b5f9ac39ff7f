// nested/single-textfields: One view five stacks deep; mirrors NestedStacksServerSnapshotTests.testSingle*
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UITextField()
var body: Layout {
  HStack {
    VStack {
      VStack {
        HStack {
          HStack {
            v1
          }
        }
      }
    }
  }
}
