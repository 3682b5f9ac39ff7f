// impl-x-axis/trailing/31-trailing-greaterThanOrEqualTo-leadingAnchor-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 31 of 34, Anchors.trailing.greaterThanOrEqualTo(siblingview.leadingAnchor, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.greaterThanOrEqualTo(siblingview.leadingAnchor, inwardOffset: 11)
    }
    siblingview
  }
}
