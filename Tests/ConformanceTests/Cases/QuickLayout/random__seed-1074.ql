// random/seed-1074: Random tree from generator seed 1074 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: 100, mode: .exact, scale: 3, direction: .rightToLeft, alignment: .top)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let textfield1 = UITextField()
let button2 = UIButton(title: "OK", font: 14)
let label3 = UILabel(text: "aliqua do dolor magna adipiscing", lines: 0, font: 13)
let label4 = UILabel(text: "I dolor sed incididunt", lines: 0, font: 12)
let view5 = UIView()
let textfield6 = UITextField()
let button7 = UIButton(title: "Subscribe now")
let layer8 = UIView()
let switch9 = UISwitch()
let searchbar10 = UISearchBar()
var body: Layout {
  ZStack(alignment: .trailing) {
    VFlow(itemAlignment: .leading, lineAlignment: .center, itemSpacing: 8, lineSpacing: 4) {
      VStack(alignment: .leading, spacing: 16) {
        VFlow(itemAlignment: .center, lineAlignment: .center, itemSpacing: 0, lineSpacing: 8) {
          HStack(alignment: .top, spacing: 8) {
            textfield1
              .layoutPriority(5)
            button2
              .frame(width: 30, alignment: .leading)
              .offset(x: 5, y: -4)
          }
        }
        HStack(alignment: .top, spacing: 4) {
          label3
            .layoutPriority(-1)
            .alignmentGuide(.custom) { d in d[.bottom] - 4 }
          label4
        }
          .frame(minWidth: 20, maxWidth: 250, minHeight: 44, alignment: .topLeading)
          .padding(8)
        Spacer()
        view5
      }
    }
      .fixedSize(axis: .vertical)
    EmptyLayout()
    HStack(alignment: .center, spacing: 16) {
      HStack(alignment: .top, spacing: 8) {
        Spacer()
        textfield6
          .offset(x: 0, y: 3)
          .frame(width: 80, height: 20, alignment: .bottomLeading)
        button7
          .overlay(alignment: .top) {
            layer8
              .frame(width: 10, height: 24)
          }
      }
      switch9
    }
    searchbar10
  }
}
