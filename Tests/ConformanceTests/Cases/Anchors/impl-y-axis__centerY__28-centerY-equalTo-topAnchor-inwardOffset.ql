// impl-y-axis/centerY/28-centerY-equalTo-topAnchor-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 28 of 34, Anchors.centerY.equalTo(siblingview.topAnchor, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.equalTo(siblingview.topAnchor, inwardOffset: 11)
    }
    siblingview
  }
}
