// impl-x-axis/leading/29-leading-greaterThanOrEqualTo-leadingAnchor: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(leading): statement 29 of 34, Anchors.leading.greaterThanOrEqualTo(siblingview.leadingAnchor)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.greaterThanOrEqualTo(siblingview.leadingAnchor)
    }
    siblingview
  }
}
