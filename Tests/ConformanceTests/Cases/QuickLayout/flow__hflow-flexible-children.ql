// flow/hflow-flexible-children: Fully flexible children are each proposed the whole flow size
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let a = UIView()
let b = UIView()
let c = UILabel(text: "Label", lines: 1)
var body: Layout {
  HFlow {
    a
    b
    c
  }
}
