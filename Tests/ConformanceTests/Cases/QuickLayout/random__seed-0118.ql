// random/seed-0118: Random tree from generator seed 118 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: 200, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let tableview1 = UITableView()
let viewsized2 = UIView(width: 100, height: 64)
let tableview3 = UITableView()
let layer4 = UIView()
let label5 = UILabel(text: "incididunt amet aliqua ipsum elit lorem aliqua do labore ipsum amet et", lines: 1)
let slider6 = UISlider()
var body: Layout {
  ZStack(alignment: .bottom) {
    HStack(alignment: .top, spacing: 4) {
      EmptyLayout()
      tableview1
      HStack(alignment: .top, spacing: 8) {
        HStack(alignment: .top, spacing: 0) {
          viewsized2
            .frame(width: 200, alignment: .bottomLeading)
            .padding(EdgeInsets(top: 0, leading: 3, bottom: 1, trailing: 0))
        }
          .alignmentGuide(.bottom) { d in d[.bottom] + 4 }
        HStack(alignment: .top, spacing: 4) {
          VStack(alignment: .leading, spacing: 0) {
            Spacer(12.5)
            Spacer(12.5)
            tableview3
          }
            .overlay(alignment: .bottomLeading) {
              layer4
            }
            .layoutPriority(1)
          label5
            .alignmentGuide(VerticalAlignment.center) { d in d[.top] + 2 }
            .padding(12.5)
        }
          .layoutPriority(2)
      }
    }
    VStack(alignment: .center, spacing: 10.5) {
      HStack(alignment: .top, spacing: 10.5) {
        slider6
        HStack(alignment: .bottom, spacing: 0) {
          Spacer(8)
          Spacer()
        }
          .padding(.horizontal, 4)
          .layoutDirection(.leftToRight)
      }
    }
  }
}
