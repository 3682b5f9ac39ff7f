// alignment-guides/default-guides-not-propagated: alignmentGuide(.bottom) set inside child VStacks is not propagated by multi-child containers; mirrors AlignmentGuidesServerSnapshotTests.testDefaultAlignmentGuidesAreNotPropagatedThroughMultipleChildContainers
canvas(width: 300, height: 500, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let header = UILabel(text: "Odd one out?", lines: 1, font: 17)
let emoji1 = UILabel(text: "🍔", lines: 1)
let title1 = UILabel(text: "Burger", lines: 1)
let emoji2 = UILabel(text: "🍇", lines: 1)
let title2 = UILabel(text: "Grape", lines: 1)
let emoji3 = UILabel(text: "🏡", lines: 1, font: 34)
let title3 = UILabel(text: "House", lines: 1)
let desc3 = UILabel(text: "This one!", lines: 1, font: 13)
let emoji4 = UILabel(text: "🍎", lines: 1)
let title4 = UILabel(text: "Apple", lines: 1)
var body: Layout {
  VStack(spacing: 30) {
    header
    HStack(alignment: .bottom, spacing: 16) {
      VStack {
        emoji1
        title1
          .alignmentGuide(.bottom) { d in 0 }
      }
      VStack {
        emoji2
        title2
          .alignmentGuide(.bottom) { d in 0 }
      }
      VStack {
        emoji3
        title3
          .alignmentGuide(.bottom) { d in 0 }
        desc3
      }
      VStack {
        emoji4
        title4
          .alignmentGuide(.bottom) { d in 0 }
      }
    }
  }
}
