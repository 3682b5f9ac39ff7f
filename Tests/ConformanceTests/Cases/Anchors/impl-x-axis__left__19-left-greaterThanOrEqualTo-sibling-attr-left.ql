// impl-x-axis/left/19-left-greaterThanOrEqualTo-sibling-attr-left: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(left): statement 19 of 26, Anchors.left.greaterThanOrEqualTo(siblingview, attribute: .left)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.left.greaterThanOrEqualTo(siblingview, attribute: .left)
    }
    siblingview
  }
}
