// impl-modifiers/multiplier-0.5/10-width-equalTo-constant-multiplier: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionConstantAndMultiplier(multiplier-0.5): statement 10 of 14, Anchors.width.equalTo(constant: 11).multiplier(0.5)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.equalTo(constant: 11).multiplier(0.5)
    }
    siblingview
  }
}
