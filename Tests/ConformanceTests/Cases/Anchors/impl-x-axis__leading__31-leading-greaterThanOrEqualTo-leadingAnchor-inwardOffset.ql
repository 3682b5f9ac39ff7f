// impl-x-axis/leading/31-leading-greaterThanOrEqualTo-leadingAnchor-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(leading): statement 31 of 34, Anchors.leading.greaterThanOrEqualTo(siblingview.leadingAnchor, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.greaterThanOrEqualTo(siblingview.leadingAnchor, inwardOffset: 11)
    }
    siblingview
  }
}
