// impl-y-axis/bottom/32-bottom-lessThanOrEqualTo-topAnchor: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 32 of 34, Anchors.bottom.lessThanOrEqualTo(siblingview.topAnchor)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.lessThanOrEqualTo(siblingview.topAnchor)
    }
    siblingview
  }
}
