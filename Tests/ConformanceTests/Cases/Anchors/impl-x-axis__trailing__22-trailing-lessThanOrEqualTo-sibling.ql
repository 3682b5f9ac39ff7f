// impl-x-axis/trailing/22-trailing-lessThanOrEqualTo-sibling: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 22 of 34, Anchors.trailing.lessThanOrEqualTo(siblingview)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.lessThanOrEqualTo(siblingview)
    }
    siblingview
  }
}
