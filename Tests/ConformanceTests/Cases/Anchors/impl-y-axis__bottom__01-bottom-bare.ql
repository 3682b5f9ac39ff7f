// impl-y-axis/bottom/01-bottom-bare: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 1 of 34, Anchors.bottom
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom
    }
    siblingview
  }
}
