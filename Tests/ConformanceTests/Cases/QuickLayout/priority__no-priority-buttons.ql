// priority/no-priority-buttons: Same as buttons-stack-first without priority: the labels VStack is pre-measured at full width, then re-measured at its share (labels twice per pass)
canvas(width: 300, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let l1 = UILabel(text: "Label number one wraps onto more lines", lines: 0)
let l2 = UILabel(text: "Label two is longer than the first one", lines: 0)
let l3 = UILabel(text: "Three", lines: 1)
let b1 = UIButton(title: "Go")
let b2 = UIButton(title: "Stop")
let b3 = UIButton(title: "Skip")
var body: Layout {
  HStack {
    VStack {
      l1
      l2
      l3
    }
    VStack {
      b1
      b2
      b3
    }
  }
}
