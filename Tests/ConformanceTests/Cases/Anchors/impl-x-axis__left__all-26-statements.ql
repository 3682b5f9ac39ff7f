// impl-x-axis/left/all-26-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(left): the whole builder block of 26 statements (duplicates collapse on activation)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.left
      Anchors.left.equalToSuper()
      Anchors.left.equalToSuper(attribute: .left)
      Anchors.left.equalToSuper(attribute: .left, constant: 11)
      Anchors.left.equalToSuper(attribute: .left, inwardOffset: 11)
      Anchors.left.greaterThanOrEqualToSuper()
      Anchors.left.greaterThanOrEqualToSuper(attribute: .left)
      Anchors.left.greaterThanOrEqualToSuper(attribute: .left, constant: 11)
      Anchors.left.greaterThanOrEqualToSuper(attribute: .left, inwardOffset: 11)
      Anchors.left.lessThanOrEqualToSuper()
      Anchors.left.lessThanOrEqualToSuper(attribute: .left)
      Anchors.left.lessThanOrEqualToSuper(attribute: .left, constant: 11)
      Anchors.left.lessThanOrEqualToSuper(attribute: .left, inwardOffset: 11)
      Anchors.left.equalTo(siblingview)
      Anchors.left.equalTo(siblingview, attribute: .left)
      Anchors.left.equalTo(siblingview, attribute: .left, constant: 11)
      Anchors.left.equalTo(siblingview, attribute: .left, inwardOffset: 11)
      Anchors.left.greaterThanOrEqualTo(siblingview)
      Anchors.left.greaterThanOrEqualTo(siblingview, attribute: .left)
      Anchors.left.greaterThanOrEqualTo(siblingview, attribute: .left, constant: 11)
      Anchors.left.greaterThanOrEqualTo(siblingview, attribute: .left, inwardOffset: 11)
      Anchors.left.lessThanOrEqualTo(siblingview)
      Anchors.left.lessThanOrEqualTo(siblingview, attribute: .left)
      Anchors.left.lessThanOrEqualTo(siblingview, attribute: .left, constant: 11)
      Anchors.left.lessThanOrEqualTo(siblingview, attribute: .left, inwardOffset: 11)
      Anchors.left
    }
    siblingview
  }
}
