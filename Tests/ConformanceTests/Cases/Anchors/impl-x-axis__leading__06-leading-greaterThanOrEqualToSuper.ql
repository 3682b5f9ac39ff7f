// impl-x-axis/leading/06-leading-greaterThanOrEqualToSuper: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(leading): statement 6 of 34, Anchors.leading.greaterThanOrEqualToSuper()
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.greaterThanOrEqualToSuper()
    }
    siblingview
  }
}
