// random/seed-0020: Random tree from generator seed 20 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: 40, mode: .exact, scale: 1, direction: .leftToRight, alignment: .bottomTrailing)
let imageview1 = UIImageView(width: 16, height: 16)
let label2 = UILabel(text: "dolore et incididunt dolor adipiscing aliqua elit ipsum adipiscing sit dolor", lines: 1)
let label3 = UILabel(text: "elit elit aliqua elit ipsum", lines: 1, font: 13)
let imageview4 = UIImageView(width: 120, height: 16)
let textfield5 = UITextField()
let button6 = UIButton(title: "Go", font: 17)
let progressview7 = UIProgressView()
let label8 = UILabel(text: "elit adipiscing elit sit", lines: 0, font: 14)
let button9 = UIButton(title: "Subscribe now", font: 14)
let layer10 = UIView()
let textfield11 = UITextField()
let layer12 = UILabel(text: "!", lines: 1)
let layer13 = UIView()
let label14 = UILabel(text: "amet dolor tempor lorem sit et", lines: 1, font: 17)
let label15 = UILabel(text: "supercalifragilistic elit et amet tempor eiusmod I magna", lines: 1, font: 20)
let view16 = UIView()
let label17 = UILabel(text: "supercalifragilistic dolor consectetur eiusmod sed elit supercalifragilistic eiusmod dolor amet", lines: 0)
let view18 = UIView()
let viewsized19 = UIView(width: 10, height: 0)
let label20 = UILabel(text: "supercalifragilistic consectetur consectetur sit et a aliqua I do consectetur elit sed", lines: 1, font: 12)
let viewsized21 = UIView(width: 150, height: 64)
let layer22 = UILabel(text: "new", lines: 1)
let label23 = UILabel(text: "I sit ipsum tempor consectetur supercalifragilistic adipiscing consectetur elit do", lines: 1, font: 12)
let label24 = UILabel(text: "dolor", lines: 2, font: 17)
let label25 = UILabel(text: "amet lorem", lines: 2, font: 14)
let scrollview26 = UIScrollView()
var body: Layout {
  Grid(alignment: .bottom, horizontalSpacing: 4, verticalSpacing: 4) {
    GridRow {
      Grid(alignment: .bottomTrailing, horizontalSpacing: 8, verticalSpacing: 8) {
        GridRow(alignment: .top) {
          imageview1
            .layoutPriority(5)
          label2
          label3
        }
        GridRow(alignment: .top) {
          Grid(alignment: .top, horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow {
              imageview4
              textfield5
                .frame(width: 30, height: 20, alignment: .topLeading)
                .layoutDirection(.rightToLeft)
              button6
                .constrainedSize(maxHeight: 30)
                .gridCellAnchor(.top)
            }
            GridRow(alignment: .center) {
              progressview7
              ZStack(alignment: .bottom) {
                EmptyLayout()
                HStack(alignment: .center, spacing: 4) {
                  label8
                  button9
                    .overlay(alignment: .bottomTrailing) {
                      layer10
                        .frame(width: 24, height: 24)
                    }
                    .constrainedSize()
                }
                  .offset(x: 5, y: 8)
              }
                .gridCellAnchor(.topLeading)
            }
          }
          HStack(alignment: .top, spacing: 0) {
            textfield11
              .overlay(alignment: .bottomTrailing) {
                layer12
              }
              .background(alignment: .bottomLeading) {
                layer13
              }
            Spacer(minLength: 8)
          }
          label14
            .alignmentGuide(.leading) { d in -10 }
            .frame(maxWidth: .infinity, maxHeight: 80, alignment: .trailing)
        }
      }
    }
    GridRow(alignment: .center) {
      label15
      view16
      HStack(alignment: .center, spacing: 10.5) {
        label17
          .frame(minWidth: 0, maxHeight: .infinity, alignment: .topLeading)
        Spacer(20)
      }
    }
    GridRow(alignment: .top) {
      view18
        .frame(width: 80, height: 60, alignment: .topLeading)
      ZStack(alignment: .center) {
        HStack(alignment: .center, spacing: 4) {
          ZStack(alignment: .topLeading) {
            viewsized19
              .frame(minWidth: 20, minHeight: 44, alignment: .topLeading)
            HStack(alignment: .top, spacing: 16) {
              label20
                .constrainedSize(maxWidth: 300, maxHeight: 30)
                .frame(width: 200, height: 20, alignment: .bottom)
              Spacer()
              Spacer()
              viewsized21
            }
              .background(alignment: .top) {
                layer22
              }
              .aspectRatio(CGSize(width: 16, height: 2))
          }
          ZStack(alignment: .center) {
            VStack(alignment: .trailing, spacing: 4) {
              label23
                .frame(width: 80, height: 100, alignment: .bottomTrailing)
                .frame(width: 50, height: 100, alignment: .bottom)
              label24
              Spacer()
            }
              .idealLayout()
          }
          Spacer(minLength: 8)
          label25
        }
        scrollview26
      }
    }
  }
}
