// impl-dimension/height/18-height-lessThanOrEqualTo-sibling-attr-width: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(height): statement 18 of 28, Anchors.height.lessThanOrEqualTo(siblingview, attribute: .width)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.height.lessThanOrEqualTo(siblingview, attribute: .width)
    }
    siblingview
  }
}
