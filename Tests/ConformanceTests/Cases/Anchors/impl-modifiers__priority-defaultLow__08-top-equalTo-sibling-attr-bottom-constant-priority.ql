// impl-modifiers/priority-defaultLow/08-top-equalTo-sibling-attr-bottom-constant-priority: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionConstantAndPriority(priority-defaultLow): statement 8 of 14, Anchors.top.equalTo(siblingview, attribute: .bottom, constant: 11).priority(250.0)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.equalTo(siblingview, attribute: .bottom, constant: 11).priority(.defaultLow)
    }
    siblingview
  }
}
