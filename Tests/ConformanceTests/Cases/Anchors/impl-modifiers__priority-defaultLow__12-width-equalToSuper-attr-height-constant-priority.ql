// impl-modifiers/priority-defaultLow/12-width-equalToSuper-attr-height-constant-priority: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionConstantAndPriority(priority-defaultLow): statement 12 of 14, Anchors.width.equalToSuper(attribute: .height, constant: 11).priority(250.0)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.equalToSuper(attribute: .height, constant: 11).priority(.defaultLow)
    }
    siblingview
  }
}
