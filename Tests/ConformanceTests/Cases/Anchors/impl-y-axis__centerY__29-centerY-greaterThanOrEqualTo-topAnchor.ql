// impl-y-axis/centerY/29-centerY-greaterThanOrEqualTo-topAnchor: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 29 of 34, Anchors.centerY.greaterThanOrEqualTo(siblingview.topAnchor)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.greaterThanOrEqualTo(siblingview.topAnchor)
    }
    siblingview
  }
}
