// impl-modifiers/multiplier-0.5/03-leading-equalTo-sibling-attr-trailing-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionConstantAndMultiplier(multiplier-0.5): statement 3 of 14, Anchors.leading.equalTo(siblingview, attribute: .trailing, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.equalTo(siblingview, attribute: .trailing, constant: 11)
    }
    siblingview
  }
}
