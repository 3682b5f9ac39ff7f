// impl-dimension/height/17-height-lessThanOrEqualTo-sibling: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(height): statement 17 of 28, Anchors.height.lessThanOrEqualTo(siblingview)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.height.lessThanOrEqualTo(siblingview)
    }
    siblingview
  }
}
