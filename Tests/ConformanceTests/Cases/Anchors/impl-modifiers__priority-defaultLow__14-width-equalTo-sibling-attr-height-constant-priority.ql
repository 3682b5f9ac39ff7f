// impl-modifiers/priority-defaultLow/14-width-equalTo-sibling-attr-height-constant-priority: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionConstantAndPriority(priority-defaultLow): statement 14 of 14, Anchors.width.equalTo(siblingview, attribute: .height, constant: 11).priority(250.0)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.equalTo(siblingview, attribute: .height, constant: 11).priority(.defaultLow)
    }
    siblingview
  }
}
