// impl-x-axis/right/08-right-greaterThanOrEqualToSuper-attr-left-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(right): statement 8 of 26, Anchors.right.greaterThanOrEqualToSuper(attribute: .left, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.right.greaterThanOrEqualToSuper(attribute: .left, constant: 11)
    }
    siblingview
  }
}
