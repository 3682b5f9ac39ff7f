// impl-x-axis/centerX/30-centerX-greaterThanOrEqualTo-leadingAnchor-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 30 of 34, Anchors.centerX.greaterThanOrEqualTo(siblingview.leadingAnchor, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.greaterThanOrEqualTo(siblingview.leadingAnchor, constant: 11)
    }
    siblingview
  }
}
