// impl-y-axis/top/23-top-lessThanOrEqualTo-sibling-attr-top: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(top): statement 23 of 34, Anchors.top.lessThanOrEqualTo(siblingview, attribute: .top)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.lessThanOrEqualTo(siblingview, attribute: .top)
    }
    siblingview
  }
}
