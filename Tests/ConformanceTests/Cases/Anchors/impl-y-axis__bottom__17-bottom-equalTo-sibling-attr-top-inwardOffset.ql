// impl-y-axis/bottom/17-bottom-equalTo-sibling-attr-top-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 17 of 34, Anchors.bottom.equalTo(siblingview, attribute: .top, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.equalTo(siblingview, attribute: .top, inwardOffset: 11)
    }
    siblingview
  }
}
