// impl-dimension/height/24-height-equalTo-widthAnchor-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(height): statement 24 of 28, Anchors.height.equalTo(siblingview.widthAnchor, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.height.equalTo(siblingview.widthAnchor, constant: 11)
    }
    siblingview
  }
}
