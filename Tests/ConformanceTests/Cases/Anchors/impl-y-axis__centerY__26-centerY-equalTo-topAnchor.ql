// impl-y-axis/centerY/26-centerY-equalTo-topAnchor: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 26 of 34, Anchors.centerY.equalTo(siblingview.topAnchor)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.equalTo(siblingview.topAnchor)
    }
    siblingview
  }
}
