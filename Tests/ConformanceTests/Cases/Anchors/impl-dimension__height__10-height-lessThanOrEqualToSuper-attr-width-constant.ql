// impl-dimension/height/10-height-lessThanOrEqualToSuper-attr-width-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(height): statement 10 of 28, Anchors.height.lessThanOrEqualToSuper(attribute: .width, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.height.lessThanOrEqualToSuper(attribute: .width, constant: 11)
    }
    siblingview
  }
}
