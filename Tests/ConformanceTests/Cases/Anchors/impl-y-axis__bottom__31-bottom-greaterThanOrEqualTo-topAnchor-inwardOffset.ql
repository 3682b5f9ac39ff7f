// impl-y-axis/bottom/31-bottom-greaterThanOrEqualTo-topAnchor-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 31 of 34, Anchors.bottom.greaterThanOrEqualTo(siblingview.topAnchor, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.greaterThanOrEqualTo(siblingview.topAnchor, inwardOffset: 11)
    }
    siblingview
  }
}
