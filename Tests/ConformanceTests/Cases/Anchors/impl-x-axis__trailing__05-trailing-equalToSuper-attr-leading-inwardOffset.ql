// impl-x-axis/trailing/05-trailing-equalToSuper-attr-leading-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 5 of 34, Anchors.trailing.equalToSuper(attribute: .leading, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.equalToSuper(attribute: .leading, inwardOffset: 11)
    }
    siblingview
  }
}
