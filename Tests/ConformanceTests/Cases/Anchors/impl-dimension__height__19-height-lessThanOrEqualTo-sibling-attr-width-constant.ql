// impl-dimension/height/19-height-lessThanOrEqualTo-sibling-attr-width-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(height): statement 19 of 28, Anchors.height.lessThanOrEqualTo(siblingview, attribute: .width, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.height.lessThanOrEqualTo(siblingview, attribute: .width, constant: 11)
    }
    siblingview
  }
}
