// impl-dimension/height/25-height-greaterThanOrEqualTo-widthAnchor: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(height): statement 25 of 28, Anchors.height.greaterThanOrEqualTo(siblingview.widthAnchor)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.height.greaterThanOrEqualTo(siblingview.widthAnchor)
    }
    siblingview
  }
}
