// impl-dimension/width/03-width-equalToSuper-attr-width: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(width): statement 3 of 28, Anchors.width.equalToSuper(attribute: .width)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.equalToSuper(attribute: .width)
    }
    siblingview
  }
}
