// impl-dimension/height/all-28-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionDimensionConstraints(height): the whole builder block of 28 statements (duplicates collapse on activation)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.height
      Anchors.height.equalToSuper()
      Anchors.height.equalToSuper(attribute: .width)
      Anchors.height.equalToSuper(attribute: .width, constant: 11)
      Anchors.height.greaterThanOrEqualToSuper()
      Anchors.height.greaterThanOrEqualToSuper(attribute: .width)
      Anchors.height.greaterThanOrEqualToSuper(attribute: .width, constant: 11)
      Anchors.height.lessThanOrEqualToSuper()
      Anchors.height.lessThanOrEqualToSuper(attribute: .width)
      Anchors.height.lessThanOrEqualToSuper(attribute: .width, constant: 11)
      Anchors.height.equalTo(siblingview)
      Anchors.height.equalTo(siblingview, attribute: .width)
      Anchors.height.equalTo(siblingview, attribute: .width, constant: 11)
      Anchors.height.greaterThanOrEqualTo(siblingview)
      Anchors.height.greaterThanOrEqualTo(siblingview, attribute: .width)
      Anchors.height.greaterThanOrEqualTo(siblingview, attribute: .width, constant: 11)
      Anchors.height.lessThanOrEqualTo(siblingview)
      Anchors.height.lessThanOrEqualTo(siblingview, attribute: .width)
      Anchors.height.lessThanOrEqualTo(siblingview, attribute: .width, constant: 11)
      Anchors.height.equalTo(constant: 11)
      Anchors.height.greaterThanOrEqualTo(constant: 11)
      Anchors.height.lessThanOrEqualTo(constant: 11)
      Anchors.height.equalTo(siblingview.widthAnchor)
      Anchors.height.equalTo(siblingview.widthAnchor, constant: 11)
      Anchors.height.greaterThanOrEqualTo(siblingview.widthAnchor)
      Anchors.height.greaterThanOrEqualTo(siblingview.widthAnchor, constant: 11)
      Anchors.height.lessThanOrEqualTo(siblingview.widthAnchor)
      Anchors.height.lessThanOrEqualTo(siblingview.widthAnchor, constant: 11)
    }
    siblingview
  }
}
