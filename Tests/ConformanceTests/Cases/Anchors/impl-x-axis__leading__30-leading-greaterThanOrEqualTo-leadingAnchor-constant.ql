// impl-x-axis/leading/30-leading-greaterThanOrEqualTo-leadingAnchor-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(leading): statement 30 of 34, Anchors.leading.greaterThanOrEqualTo(siblingview.leadingAnchor, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.greaterThanOrEqualTo(siblingview.leadingAnchor, constant: 11)
    }
    siblingview
  }
}
