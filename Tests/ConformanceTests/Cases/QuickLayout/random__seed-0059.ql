// random/seed-0059: Random tree from generator seed 59 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 120, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .topLeading)
let switch1 = UISwitch()
let viewsized2 = UIView(width: 150, height: 64)
let textview3 = UITextView()
let view4 = UIView()
let switch5 = UISwitch()
let stepper6 = UIStepper()
let searchbar7 = UISearchBar()
let viewsized8 = UIView(width: 64, height: 0)
let label9 = UILabel(text: "a consectetur elit amet sit", lines: 1, font: 20)
var body: Layout {
  HStack(alignment: .bottom, spacing: 8) {
    Spacer(minLength: 16)
    Spacer(12.5)
    ZStack(alignment: .bottomLeading) {
      switch1
      HFlow(itemAlignment: .top, lineAlignment: .leading, itemSpacing: 0, lineSpacing: 0) {
        HStack(alignment: .top, spacing: 10.5) {
          HStack(alignment: .top, spacing: 0) {
            viewsized2
            textview3
              .aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit)
            view4
              .fixedSize(axis: .horizontal)
            switch5
          }
        }
          .layoutDirection(.rightToLeft)
          .padding(EdgeInsets(top: 2, leading: 10, bottom: 1, trailing: 7.5))
      }
      stepper6
    }
    HStack(alignment: .bottom, spacing: 0) {
      ZStack(alignment: .topTrailing) {
        HStack(alignment: .bottom, spacing: 0) {
          searchbar7
        }
        EmptyLayout()
        viewsized8
        ZStack(alignment: .leading) {
          label9
            .constrainedSize(maxWidth: 150)
        }
          .layoutPriority(-1)
      }
        .constrainedSize(maxHeight: 30)
    }
      .aspectRatio(CGSize(width: 2, height: 9))
      .fixedSize(axis: .vertical)
  }
}
