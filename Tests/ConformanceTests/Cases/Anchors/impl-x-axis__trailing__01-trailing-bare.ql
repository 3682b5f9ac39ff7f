// impl-x-axis/trailing/01-trailing-bare: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 1 of 34, Anchors.trailing
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing
    }
    siblingview
  }
}
