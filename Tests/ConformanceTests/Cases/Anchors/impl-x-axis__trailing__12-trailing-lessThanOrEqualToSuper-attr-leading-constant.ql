// impl-x-axis/trailing/12-trailing-lessThanOrEqualToSuper-attr-leading-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 12 of 34, Anchors.trailing.lessThanOrEqualToSuper(attribute: .leading, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.lessThanOrEqualToSuper(attribute: .leading, constant: 11)
    }
    siblingview
  }
}
