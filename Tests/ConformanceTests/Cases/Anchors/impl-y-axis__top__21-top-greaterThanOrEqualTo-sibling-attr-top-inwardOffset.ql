// impl-y-axis/top/21-top-greaterThanOrEqualTo-sibling-attr-top-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(top): statement 21 of 34, Anchors.top.greaterThanOrEqualTo(siblingview, attribute: .top, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.greaterThanOrEqualTo(siblingview, attribute: .top, inwardOffset: 11)
    }
    siblingview
  }
}
