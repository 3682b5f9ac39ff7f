// impl-x-axis/centerX/23-centerX-lessThanOrEqualTo-sibling-attr-leading: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 23 of 34, Anchors.centerX.lessThanOrEqualTo(siblingview, attribute: .leading)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.lessThanOrEqualTo(siblingview, attribute: .leading)
    }
    siblingview
  }
}
