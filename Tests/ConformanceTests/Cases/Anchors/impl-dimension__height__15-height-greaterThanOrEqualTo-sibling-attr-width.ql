// impl-dimension/height/15-height-greaterThanOrEqualTo-sibling-attr-width: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(height): statement 15 of 28, Anchors.height.greaterThanOrEqualTo(siblingview, attribute: .width)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.height.greaterThanOrEqualTo(siblingview, attribute: .width)
    }
    siblingview
  }
}
