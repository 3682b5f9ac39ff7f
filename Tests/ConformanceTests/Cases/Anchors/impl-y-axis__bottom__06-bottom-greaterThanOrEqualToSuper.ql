// impl-y-axis/bottom/06-bottom-greaterThanOrEqualToSuper: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 6 of 34, Anchors.bottom.greaterThanOrEqualToSuper()
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.greaterThanOrEqualToSuper()
    }
    siblingview
  }
}
