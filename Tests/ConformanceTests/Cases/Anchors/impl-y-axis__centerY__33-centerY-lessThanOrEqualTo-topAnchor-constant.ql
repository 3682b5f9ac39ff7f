// impl-y-axis/centerY/33-centerY-lessThanOrEqualTo-topAnchor-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 33 of 34, Anchors.centerY.lessThanOrEqualTo(siblingview.topAnchor, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.lessThanOrEqualTo(siblingview.topAnchor, constant: 11)
    }
    siblingview
  }
}
