// random/seed-0067: Random tree from generator seed 67 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: 200, mode: .exact, scale: 1, direction: .leftToRight, alignment: .bottom)
let textfield1 = UITextField()
let progressview2 = UIProgressView()
let activityindicatorview3 = UIActivityIndicatorView()
let view4 = UIView()
let viewsized5 = UIView(width: 100, height: 64)
let switch6 = UISwitch()
var body: Layout {
  HStack(alignment: .center, spacing: 4) {
    textfield1
      .layoutDirection(.rightToLeft)
    progressview2
      .frame(minWidth: 0, maxWidth: 100, alignment: .bottom)
    Grid(alignment: .trailing, horizontalSpacing: 0, verticalSpacing: 4) {
      GridRow {
        activityindicatorview3
          .gridCellAnchor(UnitPoint(x: 0.5, y: 0.5))
      }
      GridRow {
        VStack(alignment: .leading, spacing: 0) {
          Spacer(minLength: 8)
          view4
          Spacer(12.5)
          viewsized5
        }
          .gridCellAnchor(.bottom)
      }
    }
    switch6
  }
}
