// impl-modifiers/priority-defaultLow/all-14-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionConstantAndPriority(priority-defaultLow): the whole builder block of 14 statements (duplicates collapse on activation)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.equalToSuper(attribute: .trailing, constant: 11)
      Anchors.leading.equalToSuper(attribute: .trailing, constant: 11).priority(.defaultLow)
      Anchors.leading.equalTo(siblingview, attribute: .trailing, constant: 11)
      Anchors.leading.equalTo(siblingview, attribute: .trailing, constant: 11).priority(.defaultLow)
      Anchors.top.equalToSuper(attribute: .bottom, constant: 11)
      Anchors.top.equalToSuper(attribute: .bottom, constant: 11).priority(.defaultLow)
      Anchors.top.equalTo(siblingview, attribute: .bottom, constant: 11)
      Anchors.top.equalTo(siblingview, attribute: .bottom, constant: 11).priority(.defaultLow)
      Anchors.width.equalTo(constant: 11)
      Anchors.width.equalTo(constant: 11).priority(.defaultLow)
      Anchors.width.equalToSuper(attribute: .height, constant: 11)
      Anchors.width.equalToSuper(attribute: .height, constant: 11).priority(.defaultLow)
      Anchors.width.equalTo(siblingview, attribute: .height, constant: 11)
      Anchors.width.equalTo(siblingview, attribute: .height, constant: 11).priority(.defaultLow)
    }
    siblingview
  }
}
