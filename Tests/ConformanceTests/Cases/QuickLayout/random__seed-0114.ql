// random/seed-0114: Random tree from generator seed 114 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: 480, mode: .exact, scale: 3, direction: .leftToRight, alignment: .trailing)
let slider1 = UISlider()
let viewsized2 = UIView(width: 8, height: 8)
let viewsized3 = UIView(width: 10, height: 20)
let label4 = UILabel(text: "lorem sed dolore", lines: 2, font: 12)
let layer5 = UIView()
let textview6 = UITextView()
let label7 = UILabel(text: "dolor", lines: 1, font: 12)
let view8 = UIView()
let button9 = UIButton(title: "Subscribe now", font: 17)
let slider10 = UISlider()
let slider11 = UISlider()
let view12 = UIView()
let scrollview13 = UIScrollView()
let activityindicatorview14 = UIActivityIndicatorView()
let label15 = UILabel(text: "magna supercalifragilistic supercalifragilistic lorem sit sed elit magna a supercalifragilistic dolor", lines: 0, font: 14)
var body: Layout {
  HStack(alignment: .top, spacing: 0) {
    HStack(alignment: .bottom, spacing: 10.5) {
      VStack(alignment: .trailing, spacing: 4) {
        VStack(alignment: .leading, spacing: 0) {
          VStack(alignment: .center, spacing: 4) {
            slider1
            viewsized2
            viewsized3
            Spacer()
          }
            .layoutPriority(2)
            .frame(width: 30, height: 60, alignment: .topLeading)
          Spacer(12.5)
          label4
        }
          .frame(width: 200, alignment: .bottomLeading)
          .overlay(alignment: .top) {
            layer5
              .frame(width: 24, height: 24)
          }
      }
      Spacer(minLength: 8)
      textview6
    }
    ZStack(alignment: .bottomLeading) {
      VStack(alignment: .trailing, spacing: 8) {
        VStack(alignment: .center, spacing: 16) {
          label7
          HStack(alignment: .top, spacing: 10.5) {
            view8
              .padding([.trailing, .bottom], 16)
            button9
              .fixedSize(axis: .vertical)
            slider10
            slider11
          }
            .alignmentGuide(.leading) { d in d.width / 2 }
          view12
          scrollview13
        }
          .layoutPriority(-1)
          .alignmentGuide(VerticalAlignment.center) { d in d[.top] + 2 }
      }
        .frame(width: 50, alignment: .trailing)
      activityindicatorview14
    }
    label15
  }
}
