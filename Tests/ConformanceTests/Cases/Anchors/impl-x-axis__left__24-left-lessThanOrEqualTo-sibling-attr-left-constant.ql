// impl-x-axis/left/24-left-lessThanOrEqualTo-sibling-attr-left-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(left): statement 24 of 26, Anchors.left.lessThanOrEqualTo(siblingview, attribute: .left, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.left.lessThanOrEqualTo(siblingview, attribute: .left, constant: 11)
    }
    siblingview
  }
}
