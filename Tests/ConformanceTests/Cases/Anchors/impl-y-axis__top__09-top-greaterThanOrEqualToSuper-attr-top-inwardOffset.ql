// impl-y-axis/top/09-top-greaterThanOrEqualToSuper-attr-top-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(top): statement 9 of 34, Anchors.top.greaterThanOrEqualToSuper(attribute: .top, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.greaterThanOrEqualToSuper(attribute: .top, inwardOffset: 11)
    }
    siblingview
  }
}
