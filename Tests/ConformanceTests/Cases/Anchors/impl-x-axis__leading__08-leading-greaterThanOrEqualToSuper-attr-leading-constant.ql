// impl-x-axis/leading/08-leading-greaterThanOrEqualToSuper-attr-leading-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(leading): statement 8 of 34, Anchors.leading.greaterThanOrEqualToSuper(attribute: .leading, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.greaterThanOrEqualToSuper(attribute: .leading, constant: 11)
    }
    siblingview
  }
}
