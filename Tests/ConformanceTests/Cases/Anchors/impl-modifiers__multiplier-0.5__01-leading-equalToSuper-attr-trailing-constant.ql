// impl-modifiers/multiplier-0.5/01-leading-equalToSuper-attr-trailing-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionConstantAndMultiplier(multiplier-0.5): statement 1 of 14, Anchors.leading.equalToSuper(attribute: .trailing, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.equalToSuper(attribute: .trailing, constant: 11)
    }
    siblingview
  }
}
