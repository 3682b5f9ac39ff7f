// nested/two-scrollviews: Two views five stacks deep proposed 300x100; mirrors NestedStacksServerSnapshotTests.testTwo*
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIScrollView()
let v2 = UIScrollView()
var body: Layout {
  HStack {
    VStack {
      VStack {
        HStack {
          HStack {
            v1
            v2
          }
        }
      }
    }
  }
}
