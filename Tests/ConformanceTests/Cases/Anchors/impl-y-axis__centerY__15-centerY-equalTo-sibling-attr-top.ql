// impl-y-axis/centerY/15-centerY-equalTo-sibling-attr-top: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 15 of 34, Anchors.centerY.equalTo(siblingview, attribute: .top)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.equalTo(siblingview, attribute: .top)
    }
    siblingview
  }
}
