// impl-chaining/mixed-from-y-axis: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift mixedExpressionFromAnchorsExpressionYAxis: Anchors.centerX; Anchors.leading; Anchors.trailing; Anchors.left; Anchors.right; Anchors.height; Anchors.width
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX
      Anchors.leading
      Anchors.trailing
      Anchors.left
      Anchors.right
      Anchors.height
      Anchors.width
    }
    siblingview
  }
}
