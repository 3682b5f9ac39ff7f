// impl-x-axis/trailing/07-trailing-greaterThanOrEqualToSuper-attr-leading: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 7 of 34, Anchors.trailing.greaterThanOrEqualToSuper(attribute: .leading)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.greaterThanOrEqualToSuper(attribute: .leading)
    }
    siblingview
  }
}
