// random/seed-0112: Random tree from generator seed 112 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: 40, mode: .exact, scale: 1, direction: .leftToRight, alignment: .top)
let view1 = UIView()
let progressview2 = UIProgressView()
let tableview3 = UITableView()
let viewsized4 = UIView(width: 8, height: 8)
let button5 = UIButton(title: "OK")
let viewsized6 = UIView(width: 64, height: 20)
let imageview7 = UIImageView(width: 80, height: 40)
let label8 = UILabel(text: "labore et sed supercalifragilistic eiusmod ipsum supercalifragilistic do consectetur do", lines: 0)
let button9 = UIButton(title: "Cancel")
let button10 = UIButton(title: "Cancel", font: 17)
let label11 = UILabel(text: "labore adipiscing ut do magna ipsum I sed lorem dolor", lines: 1, font: 12)
let button12 = UIButton(title: "Cancel", font: 17)
var body: Layout {
  VStack(alignment: .center, spacing: 0) {
    HStack(alignment: .top, spacing: 16) {
      Spacer(4)
      view1
      VStack(alignment: .trailing, spacing: 4) {
        progressview2
          .offset(x: -10, y: -4)
          .frame(width: 200, height: 100, alignment: .bottomLeading)
        tableview3
        HStack(alignment: .bottom, spacing: 4) {
          HFlow(itemAlignment: .center, lineAlignment: .leading, itemSpacing: 8, lineSpacing: 0) {
            viewsized4
            button5
          }
            .padding(.top, 4)
        }
          .layoutPriority(1)
        ZStack(alignment: .leading) {
          viewsized6
          imageview7
          ZStack(alignment: .leading) {
            label8
            button9
            button10
              .alignmentGuide(.bottom) { d in d[.bottom] + 4 }
          }
          label11
        }
      }
      Spacer()
    }
    button12
    Spacer(0)
  }
}
