// spacer/flexible-spacer-lowest-priority: A flexible Spacer has priority -inf: it only gets space after every other child; two spacers split the rest
canvas(width: 300, height: 60, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let l = UILabel(text: "Label", lines: 1)
var body: Layout {
  HStack(spacing: 5) {
    Spacer()
    v1
      .frame(width: 40, height: 40)
    Spacer()
    l
  }
}
