// impl-y-axis/top/27-top-equalTo-topAnchor-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(top): statement 27 of 34, Anchors.top.equalTo(siblingview.topAnchor, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.equalTo(siblingview.topAnchor, constant: 11)
    }
    siblingview
  }
}
