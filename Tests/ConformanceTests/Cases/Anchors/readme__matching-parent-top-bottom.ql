// readme/matching-parent-top-bottom: SwiftLayout README.md (5.0.1): Matching parent attributes: Anchors.top.bottom without a relation
let superview = UIView()
let selfview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    selfview.sl.anchors {
      Anchors.top.bottom
    }
  }
}
