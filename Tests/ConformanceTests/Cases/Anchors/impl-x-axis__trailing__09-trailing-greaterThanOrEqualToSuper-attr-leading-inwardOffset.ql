// impl-x-axis/trailing/09-trailing-greaterThanOrEqualToSuper-attr-leading-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 9 of 34, Anchors.trailing.greaterThanOrEqualToSuper(attribute: .leading, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.greaterThanOrEqualToSuper(attribute: .leading, inwardOffset: 11)
    }
    siblingview
  }
}
