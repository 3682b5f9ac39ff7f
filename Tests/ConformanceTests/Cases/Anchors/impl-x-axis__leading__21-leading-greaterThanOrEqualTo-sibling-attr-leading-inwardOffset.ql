// impl-x-axis/leading/21-leading-greaterThanOrEqualTo-sibling-attr-leading-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(leading): statement 21 of 34, Anchors.leading.greaterThanOrEqualTo(siblingview, attribute: .leading, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.greaterThanOrEqualTo(siblingview, attribute: .leading, inwardOffset: 11)
    }
    siblingview
  }
}
