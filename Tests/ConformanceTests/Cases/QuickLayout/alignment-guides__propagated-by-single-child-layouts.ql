// alignment-guides/propagated-by-single-child-layouts: Guides pass through single-child containers (ZStack, VStack, HStack, HFlow with one child) and modifiers (frame, padding, aspectRatio, offset, overlay, background); mirrors AlignmentGuidesServerSnapshotTests.testAlignmentGuidesArePropagatedByLayoutsWithSingleChildElements
canvas(width: 300, height: 500, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let blue = UIView()
let red = UIView()
let green = UIView()
let clear = UIView()
let yellow = UIView()
let clear2 = UIView()
var body: Layout {
  VStack(alignment: .leading) {
    ZStack {
      blue
        .alignmentGuide(.leading) { d in -15 }
        .frame(width: 50, height: 50)
        .padding(8)
        .aspectRatio(CGSize(width: 1, height: 1))
    }
    VStack {
      red
        .alignmentGuide(.leading) { d in -5 }
        .frame(width: 50, height: 50)
        .padding(8)
        .offset(x: 0, y: 0)
    }
    HStack {
      green
        .alignmentGuide(.leading) { d in 5 }
        .frame(width: 50, height: 50)
        .padding(8)
        .aspectRatio(CGSize(width: 1, height: 1))
        .overlay {
          clear
        }
    }
    HFlow {
      yellow
        .alignmentGuide(.leading) { d in 15 }
        .frame(width: 50, height: 50)
        .padding(8)
        .aspectRatio(CGSize(width: 1, height: 1))
        .background {
          clear2
        }
    }
  }
}
