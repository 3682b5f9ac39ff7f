// random/seed-0152: Random tree from generator seed 152 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 200, height: 200, mode: .exact, scale: 2, direction: .leftToRight, alignment: .topTrailing)
let viewsized1 = UIView(width: 33.5, height: 20)
let imageview2 = UIImageView(width: 24, height: 80)
let label3 = UILabel(text: "ut dolor elit ut elit et adipiscing a ut I", lines: 1, font: 12)
let textview4 = UITextView()
let label5 = UILabel(text: "sed magna elit do consectetur lorem ipsum", lines: 0, font: 17)
let layer6 = UILabel(text: "badge", lines: 1)
let label7 = UILabel(text: "dolore sit I", lines: 1, font: 17)
let stepper8 = UIStepper()
let label9 = UILabel(text: "eiusmod aliqua labore", lines: 1)
let progressview10 = UIProgressView()
let scrollview11 = UIScrollView()
let label12 = UILabel(text: "sed et elit supercalifragilistic consectetur tempor ipsum", lines: 0, font: 17)
let scrollview13 = UIScrollView()
let label14 = UILabel(text: "labore ipsum elit dolore adipiscing aliqua eiusmod incididunt et adipiscing supercalifragilistic sit", lines: 3, font: 20)
let view15 = UIView()
let searchbar16 = UISearchBar()
let label17 = UILabel(text: "I magna tempor ut supercalifragilistic sit elit sed et supercalifragilistic labore do", lines: 0, font: 13)
let button18 = UIButton(title: "Follow", font: 14)
let label19 = UILabel(text: "supercalifragilistic adipiscing supercalifragilistic sed aliqua lorem magna do supercalifragilistic eiusmod", lines: 0, font: 17)
let view20 = UIView()
let imageview21 = UIImageView(width: 24, height: 80)
let view22 = UIView()
let stepper23 = UIStepper()
let label24 = UILabel(text: "supercalifragilistic do elit I consectetur adipiscing et", lines: 1, font: 13)
let button25 = UIButton(title: "Subscribe now", font: 14)
var body: Layout {
  Grid(alignment: .topTrailing, horizontalSpacing: 4, verticalSpacing: 0) {
    GridRow(alignment: .top) {
      Spacer()
      VStack(alignment: .center, spacing: 10.5) {
        EmptyLayout()
      }
        .layoutPriority(1)
      Spacer()
    }
    GridRow {
      viewsized1
      HStack(alignment: .top, spacing: 0) {
        imageview2
      }
      HStack(alignment: .top, spacing: 10.5) {
        VStack(alignment: .trailing, spacing: 16) {
          HFlow(itemAlignment: .bottom, lineAlignment: .center, itemSpacing: 4, lineSpacing: 4) {
            label3
              .alignmentGuide(.top) { d in d.height }
            HStack(alignment: .center, spacing: 0) {
              textview4
            }
            label5
              .background(alignment: .bottomLeading) {
                layer6
              }
            HStack(alignment: .top, spacing: 16) {
              label7
              stepper8
              Spacer(minLength: 8)
              label9
            }
          }
            .frame(minWidth: 60, maxWidth: 100, minHeight: 44, alignment: .topLeading)
          VFlow(itemAlignment: .center, lineAlignment: .top, itemSpacing: 4, lineSpacing: 0) {
            progressview10
              .offset(x: 12.5, y: 0)
              .frame(width: 50, height: 44, alignment: .trailing)
            scrollview11
            Grid(alignment: .bottom, horizontalSpacing: 4, verticalSpacing: 0) {
              GridRow {
                label12
                  .gridColumnAlignment(.center)
              }
              GridRow {
                scrollview13
                  .padding(4)
                  .frame(width: 80, height: 44, alignment: .topLeading)
              }
            }
            Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 8) {
              GridRow(alignment: .top) {
                label14
                  .resizable(axis: .vertical)
              }
              GridRow(alignment: .bottom) {
                view15
                  .frame(maxWidth: 100, minHeight: 44, alignment: .leading)
                  .gridCellAnchor(UnitPoint(x: 1, y: 0))
                searchbar16
                label17
                  .padding(16)
                  .gridCellAnchor(UnitPoint(x: 1, y: 0.5))
              }
              GridRow {
                Spacer()
                button18
                  .fixedSize()
              }
            }
              .layoutDirection(.leftToRight)
              .layoutDirection(.rightToLeft)
          }
          VStack(alignment: .center, spacing: 4) {
            HStack(alignment: .top, spacing: 8) {
              label19
              view20
              imageview21
                .frame(width: 50, height: 60, alignment: .topLeading)
            }
            ZStack(alignment: .bottomTrailing) {
              view22
              stepper23
                .padding(2)
            }
            label24
            Spacer()
          }
        }
        Spacer(minLength: 16)
        button25
          .padding(EdgeInsets(top: 5, leading: 0, bottom: 6, trailing: 4))
          .alignmentGuide(.trailing) { d in d[.trailing] - 8 }
      }
    }
  }
}
