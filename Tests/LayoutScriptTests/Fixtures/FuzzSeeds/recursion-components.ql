// Issue 9, point 1: components that call themselves, deep and wide.
func Tree(_ n: Int) -> Layout {
  if n <= 0 {
    UILabel(text: "leaf")
  } else {
    HStack(spacing: 2) { Tree(n - 1); Tree(n - 1) }
  }
}
func Deep(_ n: Int) -> Layout { n <= 0 ? UIView() : VStack { Deep(n - 1) } }
let pick = { (n: Int) in n > 3 ? "big" : "small" }
var body: Layout {
  VStack {
    Tree(6)
    Deep(20)
    UILabel(text: pick(5))
  }
}
