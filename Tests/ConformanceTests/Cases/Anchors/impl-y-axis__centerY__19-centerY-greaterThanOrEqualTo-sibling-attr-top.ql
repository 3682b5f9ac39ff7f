// impl-y-axis/centerY/19-centerY-greaterThanOrEqualTo-sibling-attr-top: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 19 of 34, Anchors.centerY.greaterThanOrEqualTo(siblingview, attribute: .top)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.greaterThanOrEqualTo(siblingview, attribute: .top)
    }
    siblingview
  }
}
