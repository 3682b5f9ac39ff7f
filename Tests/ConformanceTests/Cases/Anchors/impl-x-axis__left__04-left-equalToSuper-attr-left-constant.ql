// impl-x-axis/left/04-left-equalToSuper-attr-left-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(left): statement 4 of 26, Anchors.left.equalToSuper(attribute: .left, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.left.equalToSuper(attribute: .left, constant: 11)
    }
    siblingview
  }
}
