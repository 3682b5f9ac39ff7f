// readme/equal-to-with-constant: SwiftLayout README.md (5.0.1): Applying constraints with equalTo: selfview.top = superview.top + 10
let superview = UIView()
let selfview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    selfview.sl.anchors {
      Anchors.top.equalTo(superview, attribute: .top, constant: 10)
    }
  }
}
