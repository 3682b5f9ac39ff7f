// impl-x-axis/leading/09-leading-greaterThanOrEqualToSuper-attr-leading-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(leading): statement 9 of 34, Anchors.leading.greaterThanOrEqualToSuper(attribute: .leading, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.greaterThanOrEqualToSuper(attribute: .leading, inwardOffset: 11)
    }
    siblingview
  }
}
