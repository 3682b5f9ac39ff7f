// impl-y-axis/centerY/13-centerY-lessThanOrEqualToSuper-attr-top-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 13 of 34, Anchors.centerY.lessThanOrEqualToSuper(attribute: .top, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.lessThanOrEqualToSuper(attribute: .top, inwardOffset: 11)
    }
    siblingview
  }
}
