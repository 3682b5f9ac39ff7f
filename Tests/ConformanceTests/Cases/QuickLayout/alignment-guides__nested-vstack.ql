// alignment-guides/nested-vstack: A leading guide inside a nested HStack is not propagated; mirrors AlignmentGuidesServerSnapshotTests.testNestedVStackAlignmentBehavior
canvas(width: 300, height: 300, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let green = UIView()
let blue = UIView()
let red = UIView()
var body: Layout {
  VStack(alignment: .leading) {
    green
      .frame(width: 50, height: 50)
    HStack {
      blue
        .frame(width: 50, height: 50)
        .alignmentGuide(.leading) { d in -10 }
    }
    red
      .frame(width: 50, height: 50)
      .alignmentGuide(.leading) { d in -10 }
  }
}
