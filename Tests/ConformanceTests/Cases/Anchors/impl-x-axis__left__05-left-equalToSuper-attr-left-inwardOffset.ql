// impl-x-axis/left/05-left-equalToSuper-attr-left-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(left): statement 5 of 26, Anchors.left.equalToSuper(attribute: .left, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.left.equalToSuper(attribute: .left, inwardOffset: 11)
    }
    siblingview
  }
}
