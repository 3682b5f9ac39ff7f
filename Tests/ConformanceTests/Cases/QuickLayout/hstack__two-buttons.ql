// hstack/two-buttons: HStack of two buttons proposed 300x100 (fit); mirrors HStackWithTwoViewsServerSnapshotTests
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIButton(title: "Button 1")
let v2 = UIButton(title: "Button 2")
var body: Layout {
  HStack {
    v1
    v2
  }
}
