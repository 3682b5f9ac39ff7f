// impl-y-axis/centerY/25-centerY-lessThanOrEqualTo-sibling-attr-top-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 25 of 34, Anchors.centerY.lessThanOrEqualTo(siblingview, attribute: .top, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.lessThanOrEqualTo(siblingview, attribute: .top, inwardOffset: 11)
    }
    siblingview
  }
}
