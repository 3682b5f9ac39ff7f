// impl-y-axis/centerY/17-centerY-equalTo-sibling-attr-top-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 17 of 34, Anchors.centerY.equalTo(siblingview, attribute: .top, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.equalTo(siblingview, attribute: .top, inwardOffset: 11)
    }
    siblingview
  }
}
