// readme/self-width-height: SwiftLayout README.md (5.0.1): Setting self width and height: selfview.width = 10, selfview.height = 10
let superview = UIView()
let selfview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    selfview.sl.anchors {
      Anchors.width.height.equalTo(constant: 10)
    }
  }
}
