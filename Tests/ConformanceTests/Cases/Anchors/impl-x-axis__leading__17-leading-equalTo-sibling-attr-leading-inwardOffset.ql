// impl-x-axis/leading/17-leading-equalTo-sibling-attr-leading-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(leading): statement 17 of 34, Anchors.leading.equalTo(siblingview, attribute: .leading, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.equalTo(siblingview, attribute: .leading, inwardOffset: 11)
    }
    siblingview
  }
}
