// impl-dimension/width/20-width-equalTo-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(width): statement 20 of 28, Anchors.width.equalTo(constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.equalTo(constant: 11)
    }
    siblingview
  }
}
