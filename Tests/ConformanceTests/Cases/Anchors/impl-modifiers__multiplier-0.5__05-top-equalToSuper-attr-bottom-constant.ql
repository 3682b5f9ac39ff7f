// impl-modifiers/multiplier-0.5/05-top-equalToSuper-attr-bottom-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionConstantAndMultiplier(multiplier-0.5): statement 5 of 14, Anchors.top.equalToSuper(attribute: .bottom, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.equalToSuper(attribute: .bottom, constant: 11)
    }
    siblingview
  }
}
