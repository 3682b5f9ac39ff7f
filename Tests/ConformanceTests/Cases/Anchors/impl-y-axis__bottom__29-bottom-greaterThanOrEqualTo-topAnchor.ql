// impl-y-axis/bottom/29-bottom-greaterThanOrEqualTo-topAnchor: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 29 of 34, Anchors.bottom.greaterThanOrEqualTo(siblingview.topAnchor)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.greaterThanOrEqualTo(siblingview.topAnchor)
    }
    siblingview
  }
}
