// impl-dimension/width/19-width-lessThanOrEqualTo-sibling-attr-width-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(width): statement 19 of 28, Anchors.width.lessThanOrEqualTo(siblingview, attribute: .width, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.lessThanOrEqualTo(siblingview, attribute: .width, constant: 11)
    }
    siblingview
  }
}
