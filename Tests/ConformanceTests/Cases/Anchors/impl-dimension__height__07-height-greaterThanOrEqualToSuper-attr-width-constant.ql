// impl-dimension/height/07-height-greaterThanOrEqualToSuper-attr-width-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(height): statement 7 of 28, Anchors.height.greaterThanOrEqualToSuper(attribute: .width, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.height.greaterThanOrEqualToSuper(attribute: .width, constant: 11)
    }
    siblingview
  }
}
