// impl-x-axis/left/17-left-equalTo-sibling-attr-left-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(left): statement 17 of 26, Anchors.left.equalTo(siblingview, attribute: .left, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.left.equalTo(siblingview, attribute: .left, inwardOffset: 11)
    }
    siblingview
  }
}
