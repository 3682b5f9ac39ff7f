// impl-y-axis/top/13-top-lessThanOrEqualToSuper-attr-top-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(top): statement 13 of 34, Anchors.top.lessThanOrEqualToSuper(attribute: .top, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.lessThanOrEqualToSuper(attribute: .top, inwardOffset: 11)
    }
    siblingview
  }
}
