// impl-y-axis/top/31-top-greaterThanOrEqualTo-topAnchor-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(top): statement 31 of 34, Anchors.top.greaterThanOrEqualTo(siblingview.topAnchor, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.greaterThanOrEqualTo(siblingview.topAnchor, inwardOffset: 11)
    }
    siblingview
  }
}
