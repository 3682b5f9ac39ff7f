// impl-x-axis/right/23-right-lessThanOrEqualTo-sibling-attr-left: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(right): statement 23 of 26, Anchors.right.lessThanOrEqualTo(siblingview, attribute: .left)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.right.lessThanOrEqualTo(siblingview, attribute: .left)
    }
    siblingview
  }
}
