// impl-x-axis/left/08-left-greaterThanOrEqualToSuper-attr-left-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(left): statement 8 of 26, Anchors.left.greaterThanOrEqualToSuper(attribute: .left, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.left.greaterThanOrEqualToSuper(attribute: .left, constant: 11)
    }
    siblingview
  }
}
