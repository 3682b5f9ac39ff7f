// impl-dimension/width/10-width-lessThanOrEqualToSuper-attr-width-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(width): statement 10 of 28, Anchors.width.lessThanOrEqualToSuper(attribute: .width, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.lessThanOrEqualToSuper(attribute: .width, constant: 11)
    }
    siblingview
  }
}
