// impl-x-axis/trailing/34-trailing-lessThanOrEqualTo-leadingAnchor-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 34 of 34, Anchors.trailing.lessThanOrEqualTo(siblingview.leadingAnchor, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.lessThanOrEqualTo(siblingview.leadingAnchor, inwardOffset: 11)
    }
    siblingview
  }
}
