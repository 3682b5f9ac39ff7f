// impl-dimension/height/20-height-equalTo-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(height): statement 20 of 28, Anchors.height.equalTo(constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.height.equalTo(constant: 11)
    }
    siblingview
  }
}
