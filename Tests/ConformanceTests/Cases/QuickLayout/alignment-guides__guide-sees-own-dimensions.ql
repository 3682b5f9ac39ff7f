// alignment-guides/guide-sees-own-dimensions: alignmentGuide(.leading) { d.width } under a horizontal padding; mirrors AlignmentGuidesServerSnapshotTests.testCorrectDimensionsArePassedToAlignmentGuide
canvas(width: 300, height: 500, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let right = UILabel(text: "Right", lines: 1, font: 17)
let left = UILabel(text: "Left", lines: 1, font: 17)
var body: Layout {
  VStack(alignment: .leading) {
    VStack(alignment: .leading) {
      right
    }
    VStack(alignment: .leading) {
      left
        .alignmentGuide(.leading) { d in d.width }
        .padding(.horizontal, 20)
    }
  }
    .padding(16)
}
