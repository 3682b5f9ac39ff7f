// impl-y-axis/bottom/12-bottom-lessThanOrEqualToSuper-attr-top-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 12 of 34, Anchors.bottom.lessThanOrEqualToSuper(attribute: .top, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.lessThanOrEqualToSuper(attribute: .top, constant: 11)
    }
    siblingview
  }
}
