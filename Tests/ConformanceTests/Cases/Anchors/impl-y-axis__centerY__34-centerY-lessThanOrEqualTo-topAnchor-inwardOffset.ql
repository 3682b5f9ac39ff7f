// impl-y-axis/centerY/34-centerY-lessThanOrEqualTo-topAnchor-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 34 of 34, Anchors.centerY.lessThanOrEqualTo(siblingview.topAnchor, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.lessThanOrEqualTo(siblingview.topAnchor, inwardOffset: 11)
    }
    siblingview
  }
}
