// impl-y-axis/centerY/07-centerY-greaterThanOrEqualToSuper-attr-top: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 7 of 34, Anchors.centerY.greaterThanOrEqualToSuper(attribute: .top)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.greaterThanOrEqualToSuper(attribute: .top)
    }
    siblingview
  }
}
