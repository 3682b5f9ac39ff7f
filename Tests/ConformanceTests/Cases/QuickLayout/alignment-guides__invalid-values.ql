// alignment-guides/invalid-values: NaN and infinite guide values are sanitized to 0; mirrors AlignmentGuidesServerSnapshotTests.testInvalidAlignmentGuideBehavior
canvas(width: 300, height: 300, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let milk = UILabel(text: "Milk", lines: 1)
let eggs = UILabel(text: "Eggs", lines: 1)
let bananas = UILabel(text: "Bananas", lines: 1)
var body: Layout {
  VStack(alignment: .leading, spacing: 5) {
    milk
      .alignmentGuide(.leading) { d in 0 / 0 }
    eggs
      .alignmentGuide(.leading) { d in 1 / 0 }
    bananas
      .alignmentGuide(.leading) { d in 0 }
  }
}
