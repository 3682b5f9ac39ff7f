// impl-modifiers/priority-defaultLow/02-leading-equalToSuper-attr-trailing-constant-priority: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionConstantAndPriority(priority-defaultLow): statement 2 of 14, Anchors.leading.equalToSuper(attribute: .trailing, constant: 11).priority(250.0)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.equalToSuper(attribute: .trailing, constant: 11).priority(.defaultLow)
    }
    siblingview
  }
}
