// impl-dimension/height/21-height-greaterThanOrEqualTo-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(height): statement 21 of 28, Anchors.height.greaterThanOrEqualTo(constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.height.greaterThanOrEqualTo(constant: 11)
    }
    siblingview
  }
}
