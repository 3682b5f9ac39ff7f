// impl-x-axis/right/22-right-lessThanOrEqualTo-sibling: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(right): statement 22 of 26, Anchors.right.lessThanOrEqualTo(siblingview)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.right.lessThanOrEqualTo(siblingview)
    }
    siblingview
  }
}
