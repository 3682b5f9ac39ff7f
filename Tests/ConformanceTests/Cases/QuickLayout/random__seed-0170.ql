// random/seed-0170: Random tree from generator seed 170 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: 480, mode: .fit, scale: 3, direction: .leftToRight, alignment: .center)
let view1 = UIView()
let view2 = UIView()
let layer3 = UIView()
let viewsized4 = UIView(width: 8, height: 40)
let label5 = UILabel(text: "elit lorem tempor eiusmod sit supercalifragilistic sit adipiscing eiusmod I", lines: 0)
let stepper6 = UIStepper()
let label7 = UILabel(text: "eiusmod incididunt lorem a sed incididunt et magna amet", lines: 0)
let label8 = UILabel(text: "elit et aliqua dolor", lines: 1, font: 12)
let imageview9 = UIImageView(width: 40, height: 16)
let slider10 = UISlider()
let switch11 = UISwitch()
let label12 = UILabel(text: "supercalifragilistic dolor ipsum sit dolore aliqua do sed consectetur I adipiscing ut", lines: 1, font: 13)
let view13 = UIView()
let button14 = UIButton(title: "Cancel", font: 17)
let label15 = UILabel(text: "adipiscing ut do a sit I I dolor labore sed", lines: 2, font: 17)
let label16 = UILabel(text: "consectetur lorem labore", lines: 0, font: 12)
let scrollview17 = UIScrollView()
let progressview18 = UIProgressView()
let label19 = UILabel(text: "sed dolor sed ipsum I aliqua I ipsum", lines: 3, font: 13)
let viewsized20 = UIView(width: 40, height: 10)
let viewsized21 = UIView(width: 64, height: 0)
var body: Layout {
  ZStack(alignment: .topTrailing) {
    view1
    VStack(alignment: .leading, spacing: 0) {
      view2
        .background(alignment: .top) {
          layer3
            .frame(width: 24, height: 24)
        }
        .alignmentGuide(.leading) { d in -10 }
      HStack(alignment: .bottom, spacing: 0) {
        viewsized4
      }
        .constrainedSize(maxWidth: 60, maxHeight: 90)
        .fixedSize()
      Spacer(minLength: 4)
    }
    VStack(alignment: .trailing, spacing: 0) {
      Grid(alignment: .trailing, horizontalSpacing: 0, verticalSpacing: 8) {
        GridRow {
          Grid(alignment: .topTrailing, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .center) {
              label5
                .fixedSize()
              stepper6
                .padding(8)
                .gridColumnAlignment(.leading)
            }
            GridRow {
              label7
            }
            GridRow(alignment: .center) {
              label8
                .resizable()
                .frame(minWidth: 20, maxWidth: .infinity, minHeight: 0, alignment: .trailing)
                .gridCellAnchor(.leading)
              VStack(alignment: .center, spacing: 0) {
                imageview9
              }
                .padding(12.5)
                .layoutPriority(1)
            }
          }
            .gridCellAnchor(.topTrailing)
          VFlow(itemAlignment: .center, lineAlignment: .top, itemSpacing: 8, lineSpacing: 0) {
            HStack(alignment: .bottom, spacing: 8) {
              slider10
                .aspectRatio(CGSize(width: 3, height: 9))
                .frame(width: 30, height: 60, alignment: .bottomLeading)
              switch11
                .aspectRatio(CGSize(width: 3, height: 9), contentMode: .fit)
                .aspectRatio(CGSize(width: 3, height: 2))
              Spacer()
            }
              .frame(width: 50, height: 60, alignment: .trailing)
              .layoutDirection(.leftToRight)
            label12
            HStack(alignment: .bottom, spacing: 16) {
              view13
                .padding(EdgeInsets(top: 0, leading: 3, bottom: 6, trailing: 4))
              Spacer(12.5)
              button14
                .padding(EdgeInsets(top: 0, leading: 10, bottom: 1, trailing: 0))
            }
              .frame(minWidth: 60, maxWidth: 100, alignment: .topTrailing)
          }
            .gridCellAnchor(.trailing)
          label15
        }
        GridRow(alignment: .center) {
          label16
            .gridCellAnchor(UnitPoint(x: 1, y: 1))
          scrollview17
            .padding([.trailing, .bottom], 4)
        }
        GridRow(alignment: .top) {
          HStack(alignment: .top, spacing: 0) {
            Spacer()
            progressview18
              .frame(width: 30, height: 20)
            label19
            Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 4) {
              GridRow(alignment: .top) {
                viewsized20
              }
              GridRow(alignment: .bottom) {
                viewsized21
              }
            }
              .fixedSize(axis: .horizontal)
          }
            .alignmentGuide(.trailing) { d in d[.trailing] - 8 }
        }
      }
    }
  }
}
