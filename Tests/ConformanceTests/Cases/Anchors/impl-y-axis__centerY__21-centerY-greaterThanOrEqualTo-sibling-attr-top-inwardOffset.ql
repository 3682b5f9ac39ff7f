// impl-y-axis/centerY/21-centerY-greaterThanOrEqualTo-sibling-attr-top-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 21 of 34, Anchors.centerY.greaterThanOrEqualTo(siblingview, attribute: .top, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.greaterThanOrEqualTo(siblingview, attribute: .top, inwardOffset: 11)
    }
    siblingview
  }
}
