// impl-x-axis/centerX/29-centerX-greaterThanOrEqualTo-leadingAnchor: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 29 of 34, Anchors.centerX.greaterThanOrEqualTo(siblingview.leadingAnchor)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.greaterThanOrEqualTo(siblingview.leadingAnchor)
    }
    siblingview
  }
}
