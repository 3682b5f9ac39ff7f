// impl-dimension/width/26-width-greaterThanOrEqualTo-widthAnchor-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(width): statement 26 of 28, Anchors.width.greaterThanOrEqualTo(siblingview.widthAnchor, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.greaterThanOrEqualTo(siblingview.widthAnchor, constant: 11)
    }
    siblingview
  }
}
