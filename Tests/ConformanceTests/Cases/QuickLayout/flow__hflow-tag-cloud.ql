// flow/hflow-tag-cloud: Padded label tags with 8pt spacing wrapping in 250pt, leading line alignment
canvas(width: 250, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let tag1 = UILabel(text: "swift", lines: 1)
let tag2 = UILabel(text: "layout", lines: 1)
let tag3 = UILabel(text: "ios", lines: 1)
let tag4 = UILabel(text: "uikit", lines: 1)
let tag5 = UILabel(text: "quick", lines: 1)
let tag6 = UILabel(text: "stacks", lines: 1)
let tag7 = UILabel(text: "grids", lines: 1)
let tag8 = UILabel(text: "flow", lines: 1)
let tag9 = UILabel(text: "alignment", lines: 1)
let tag10 = UILabel(text: "priority", lines: 1)
var body: Layout {
  HFlow(lineAlignment: .leading, itemSpacing: 8, lineSpacing: 8) {
    tag1
      .padding(6)
    tag2
      .padding(6)
    tag3
      .padding(6)
    tag4
      .padding(6)
    tag5
      .padding(6)
    tag6
      .padding(6)
    tag7
      .padding(6)
    tag8
      .padding(6)
    tag9
      .padding(6)
    tag10
      .padding(6)
  }
}
