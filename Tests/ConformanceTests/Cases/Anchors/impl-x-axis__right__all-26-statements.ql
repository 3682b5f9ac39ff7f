// impl-x-axis/right/all-26-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(right): the whole builder block of 26 statements (duplicates collapse on activation)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.right
      Anchors.right.equalToSuper()
      Anchors.right.equalToSuper(attribute: .left)
      Anchors.right.equalToSuper(attribute: .left, constant: 11)
      Anchors.right.equalToSuper(attribute: .left, inwardOffset: 11)
      Anchors.right.greaterThanOrEqualToSuper()
      Anchors.right.greaterThanOrEqualToSuper(attribute: .left)
      Anchors.right.greaterThanOrEqualToSuper(attribute: .left, constant: 11)
      Anchors.right.greaterThanOrEqualToSuper(attribute: .left, inwardOffset: 11)
      Anchors.right.lessThanOrEqualToSuper()
      Anchors.right.lessThanOrEqualToSuper(attribute: .left)
      Anchors.right.lessThanOrEqualToSuper(attribute: .left, constant: 11)
      Anchors.right.lessThanOrEqualToSuper(attribute: .left, inwardOffset: 11)
      Anchors.right.equalTo(siblingview)
      Anchors.right.equalTo(siblingview, attribute: .left)
      Anchors.right.equalTo(siblingview, attribute: .left, constant: 11)
      Anchors.right.equalTo(siblingview, attribute: .left, inwardOffset: 11)
      Anchors.right.greaterThanOrEqualTo(siblingview)
      Anchors.right.greaterThanOrEqualTo(siblingview, attribute: .left)
      Anchors.right.greaterThanOrEqualTo(siblingview, attribute: .left, constant: 11)
      Anchors.right.greaterThanOrEqualTo(siblingview, attribute: .left, inwardOffset: 11)
      Anchors.right.lessThanOrEqualTo(siblingview)
      Anchors.right.lessThanOrEqualTo(siblingview, attribute: .left)
      Anchors.right.lessThanOrEqualTo(siblingview, attribute: .left, constant: 11)
      Anchors.right.lessThanOrEqualTo(siblingview, attribute: .left, inwardOffset: 11)
      Anchors.right
    }
    siblingview
  }
}
