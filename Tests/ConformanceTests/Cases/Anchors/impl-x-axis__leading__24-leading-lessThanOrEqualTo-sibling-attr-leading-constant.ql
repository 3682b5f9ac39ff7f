// impl-x-axis/leading/24-leading-lessThanOrEqualTo-sibling-attr-leading-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(leading): statement 24 of 34, Anchors.leading.lessThanOrEqualTo(siblingview, attribute: .leading, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.lessThanOrEqualTo(siblingview, attribute: .leading, constant: 11)
    }
    siblingview
  }
}
