// random/seed-0135: Random tree from generator seed 135 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: .infinity, mode: .fit, scale: 3, direction: .leftToRight, alignment: .bottom)
let viewsized1 = UIView(width: 0, height: 10)
let viewsized2 = UIView(width: 8, height: 20)
let label3 = UILabel(text: "I consectetur incididunt ipsum", lines: 0, font: 12)
let view4 = UIView()
let imageview5 = UIImageView(width: 120, height: 40)
let textview6 = UITextView()
let viewsized7 = UIView(width: 64, height: 40)
let view8 = UIView()
let view9 = UIView()
let label10 = UILabel(text: "ipsum magna elit ipsum incididunt tempor et", lines: 3)
let label11 = UILabel(text: "do ipsum incididunt sed consectetur dolore lorem sed I labore", lines: 0)
let activityindicatorview12 = UIActivityIndicatorView()
var body: Layout {
  VStack(alignment: .trailing, spacing: 8) {
    viewsized1
      .frame(width: 50, height: 44, alignment: .leading)
    HStack(alignment: .top, spacing: 4) {
      Spacer(minLength: 4)
      viewsized2
      HStack(alignment: .bottom, spacing: 8) {
        VStack(alignment: .trailing, spacing: 0) {
          Spacer()
          VStack(alignment: .center, spacing: 0) {
            label3
            view4
              .layoutPriority(2)
            imageview5
              .layoutPriority(1)
          }
            .padding(.top, 16)
          textview6
        }
        viewsized7
          .constrainedSize(maxWidth: 300, maxHeight: 90)
        Spacer(12.5)
        Spacer()
      }
    }
      .idealLayout()
    HStack(alignment: .top, spacing: 0) {
      VStack(alignment: .leading, spacing: 4) {
        HStack(alignment: .bottom, spacing: 0) {
          Spacer(minLength: 4)
          HStack(alignment: .top, spacing: 8) {
            Spacer()
            view8
            view9
              .aspectRatio(CGSize(width: 1, height: 2), contentMode: .fill)
              .frame(maxWidth: 100, minHeight: 44)
            label10
          }
          label11
        }
        activityindicatorview12
        Spacer(minLength: 8)
        VStack(alignment: .trailing, spacing: 16) {
          Spacer(minLength: 4)
        }
      }
        .alignmentGuide(.top) { d in -6 }
        .layoutPriority(2)
    }
  }
}
