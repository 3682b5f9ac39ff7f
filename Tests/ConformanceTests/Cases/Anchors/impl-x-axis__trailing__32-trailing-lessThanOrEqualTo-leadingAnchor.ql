// impl-x-axis/trailing/32-trailing-lessThanOrEqualTo-leadingAnchor: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 32 of 34, Anchors.trailing.lessThanOrEqualTo(siblingview.leadingAnchor)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.lessThanOrEqualTo(siblingview.leadingAnchor)
    }
    siblingview
  }
}
