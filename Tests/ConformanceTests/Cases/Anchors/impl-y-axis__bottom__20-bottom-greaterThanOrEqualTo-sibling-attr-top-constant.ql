// impl-y-axis/bottom/20-bottom-greaterThanOrEqualTo-sibling-attr-top-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 20 of 34, Anchors.bottom.greaterThanOrEqualTo(siblingview, attribute: .top, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.greaterThanOrEqualTo(siblingview, attribute: .top, constant: 11)
    }
    siblingview
  }
}
