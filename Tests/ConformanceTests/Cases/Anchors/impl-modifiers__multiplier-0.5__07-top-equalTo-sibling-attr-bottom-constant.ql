// impl-modifiers/multiplier-0.5/07-top-equalTo-sibling-attr-bottom-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionConstantAndMultiplier(multiplier-0.5): statement 7 of 14, Anchors.top.equalTo(siblingview, attribute: .bottom, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.equalTo(siblingview, attribute: .bottom, constant: 11)
    }
    siblingview
  }
}
