// impl-y-axis/top/14-top-equalTo-sibling: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(top): statement 14 of 34, Anchors.top.equalTo(siblingview)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.equalTo(siblingview)
    }
    siblingview
  }
}
