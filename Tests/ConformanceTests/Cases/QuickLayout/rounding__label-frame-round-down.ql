// rounding/label-frame-round-down: A two-line label (font 19) in a frame 0.111 shorter than its text: label height is clamped to the proposal then rounded up; mirrors UILabelServerSnaposhTests.testSizeRoundDown
canvas(width: 150, height: 150, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let label = UILabel(text: "Hello World!\ntwo lines", lines: 2, font: 19)
var body: Layout {
  HStack {
    label
      .frame(height: 47.389)
  }
}
