// impl-dimension/width/all-28-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(width): the whole builder block of 28 statements (duplicates collapse on activation)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width
      Anchors.width.equalToSuper()
      Anchors.width.equalToSuper(attribute: .width)
      Anchors.width.equalToSuper(attribute: .width, constant: 11)
      Anchors.width.greaterThanOrEqualToSuper()
      Anchors.width.greaterThanOrEqualToSuper(attribute: .width)
      Anchors.width.greaterThanOrEqualToSuper(attribute: .width, constant: 11)
      Anchors.width.lessThanOrEqualToSuper()
      Anchors.width.lessThanOrEqualToSuper(attribute: .width)
      Anchors.width.lessThanOrEqualToSuper(attribute: .width, constant: 11)
      Anchors.width.equalTo(siblingview)
      Anchors.width.equalTo(siblingview, attribute: .width)
      Anchors.width.equalTo(siblingview, attribute: .width, constant: 11)
      Anchors.width.greaterThanOrEqualTo(siblingview)
      Anchors.width.greaterThanOrEqualTo(siblingview, attribute: .width)
      Anchors.width.greaterThanOrEqualTo(siblingview, attribute: .width, constant: 11)
      Anchors.width.lessThanOrEqualTo(siblingview)
      Anchors.width.lessThanOrEqualTo(siblingview, attribute: .width)
      Anchors.width.lessThanOrEqualTo(siblingview, attribute: .width, constant: 11)
      Anchors.width.equalTo(constant: 11)
      Anchors.width.greaterThanOrEqualTo(constant: 11)
      Anchors.width.lessThanOrEqualTo(constant: 11)
      Anchors.width.equalTo(siblingview.widthAnchor)
      Anchors.width.equalTo(siblingview.widthAnchor, constant: 11)
      Anchors.width.greaterThanOrEqualTo(siblingview.widthAnchor)
      Anchors.width.greaterThanOrEqualTo(siblingview.widthAnchor, constant: 11)
      Anchors.width.lessThanOrEqualTo(siblingview.widthAnchor)
      Anchors.width.lessThanOrEqualTo(siblingview.widthAnchor, constant: 11)
    }
    siblingview
  }
}
