// impl-x-axis/centerX/33-centerX-lessThanOrEqualTo-leadingAnchor-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 33 of 34, Anchors.centerX.lessThanOrEqualTo(siblingview.leadingAnchor, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.lessThanOrEqualTo(siblingview.leadingAnchor, constant: 11)
    }
    siblingview
  }
}
