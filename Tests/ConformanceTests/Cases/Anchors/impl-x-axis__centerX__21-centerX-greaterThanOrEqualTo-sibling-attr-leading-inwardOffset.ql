// impl-x-axis/centerX/21-centerX-greaterThanOrEqualTo-sibling-attr-leading-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 21 of 34, Anchors.centerX.greaterThanOrEqualTo(siblingview, attribute: .leading, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.greaterThanOrEqualTo(siblingview, attribute: .leading, inwardOffset: 11)
    }
    siblingview
  }
}
