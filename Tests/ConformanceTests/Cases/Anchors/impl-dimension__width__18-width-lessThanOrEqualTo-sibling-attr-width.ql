// impl-dimension/width/18-width-lessThanOrEqualTo-sibling-attr-width: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(width): statement 18 of 28, Anchors.width.lessThanOrEqualTo(siblingview, attribute: .width)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.lessThanOrEqualTo(siblingview, attribute: .width)
    }
    siblingview
  }
}
