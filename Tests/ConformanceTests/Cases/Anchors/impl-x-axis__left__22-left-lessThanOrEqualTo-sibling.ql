// impl-x-axis/left/22-left-lessThanOrEqualTo-sibling: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(left): statement 22 of 26, Anchors.left.lessThanOrEqualTo(siblingview)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.left.lessThanOrEqualTo(siblingview)
    }
    siblingview
  }
}
