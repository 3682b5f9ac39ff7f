// impl-x-axis/trailing/20-trailing-greaterThanOrEqualTo-sibling-attr-leading-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 20 of 34, Anchors.trailing.greaterThanOrEqualTo(siblingview, attribute: .leading, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.greaterThanOrEqualTo(siblingview, attribute: .leading, constant: 11)
    }
    siblingview
  }
}
