// impl-x-axis/left/16-left-equalTo-sibling-attr-left-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(left): statement 16 of 26, Anchors.left.equalTo(siblingview, attribute: .left, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.left.equalTo(siblingview, attribute: .left, constant: 11)
    }
    siblingview
  }
}
