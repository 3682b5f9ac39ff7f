// impl-mixed/trailing-18-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift mixedExpressionConstraints(trailing): Anchors.trailing.equalToSuper(); Anchors.trailing.equalToSuper(constant: 11); Anchors.trailing.equalToSuper(inwardOffset: 11); Anchors.trailing.greaterThanOrEqualToSuper(); Anchors.trailing.greaterThanOrEqualToSuper(constant: 11); Anchors.trailing.greaterThanOrEqualToSuper(inwardOffset: 11); Anchors.trailing.lessThanOrEqualToSuper(); Anchors.trailing.lessThanOrEqualToSuper(constant: 11); Anchors.trailing.lessThanOrEqualToSuper(inwardOffset: 11); Anchors.trailing.equalTo(siblingview); Anchors.trailing.equalTo(siblingview, constant: 11); Anchors.trailing.equalTo(siblingview, inwardOffset: 11); Anchors.trailing.greaterThanOrEqualTo(siblingview); Anchors.trailing.greaterThanOrEqualTo(siblingview, constant: 11); Anchors.trailing.greaterThanOrEqualTo(siblingview, inwardOffset: 11); Anchors.trailing.lessThanOrEqualTo(siblingview); Anchors.trailing.lessThanOrEqualTo(siblingview, constant: 11); Anchors.trailing.lessThanOrEqualTo(siblingview, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.equalToSuper()
      Anchors.trailing.equalToSuper(constant: 11)
      Anchors.trailing.equalToSuper(inwardOffset: 11)
      Anchors.trailing.greaterThanOrEqualToSuper()
      Anchors.trailing.greaterThanOrEqualToSuper(constant: 11)
      Anchors.trailing.greaterThanOrEqualToSuper(inwardOffset: 11)
      Anchors.trailing.lessThanOrEqualToSuper()
      Anchors.trailing.lessThanOrEqualToSuper(constant: 11)
      Anchors.trailing.lessThanOrEqualToSuper(inwardOffset: 11)
      Anchors.trailing.equalTo(siblingview)
      Anchors.trailing.equalTo(siblingview, constant: 11)
      Anchors.trailing.equalTo(siblingview, inwardOffset: 11)
      Anchors.trailing.greaterThanOrEqualTo(siblingview)
      Anchors.trailing.greaterThanOrEqualTo(siblingview, constant: 11)
      Anchors.trailing.greaterThanOrEqualTo(siblingview, inwardOffset: 11)
      Anchors.trailing.lessThanOrEqualTo(siblingview)
      Anchors.trailing.lessThanOrEqualTo(siblingview, constant: 11)
      Anchors.trailing.lessThanOrEqualTo(siblingview, inwardOffset: 11)
    }
    siblingview
  }
}
