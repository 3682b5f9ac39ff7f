// impl-x-axis/leading/11-leading-lessThanOrEqualToSuper-attr-leading: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(leading): statement 11 of 34, Anchors.leading.lessThanOrEqualToSuper(attribute: .leading)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.lessThanOrEqualToSuper(attribute: .leading)
    }
    siblingview
  }
}
