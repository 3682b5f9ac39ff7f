// impl-dimension/width/28-width-lessThanOrEqualTo-widthAnchor-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(width): statement 28 of 28, Anchors.width.lessThanOrEqualTo(siblingview.widthAnchor, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.lessThanOrEqualTo(siblingview.widthAnchor, constant: 11)
    }
    siblingview
  }
}
