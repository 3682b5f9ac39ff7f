// impl-y-axis/top/16-top-equalTo-sibling-attr-top-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(top): statement 16 of 34, Anchors.top.equalTo(siblingview, attribute: .top, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.equalTo(siblingview, attribute: .top, constant: 11)
    }
    siblingview
  }
}
