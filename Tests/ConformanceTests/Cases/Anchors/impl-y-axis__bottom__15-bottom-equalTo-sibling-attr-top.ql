// impl-y-axis/bottom/15-bottom-equalTo-sibling-attr-top: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 15 of 34, Anchors.bottom.equalTo(siblingview, attribute: .top)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.equalTo(siblingview, attribute: .top)
    }
    siblingview
  }
}
