// impl-mixed/leading-18-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift mixedExpressionConstraints(leading): Anchors.leading.equalToSuper(); Anchors.leading.equalToSuper(constant: 11); Anchors.leading.equalToSuper(inwardOffset: 11); Anchors.leading.greaterThanOrEqualToSuper(); Anchors.leading.greaterThanOrEqualToSuper(constant: 11); Anchors.leading.greaterThanOrEqualToSuper(inwardOffset: 11); Anchors.leading.lessThanOrEqualToSuper(); Anchors.leading.lessThanOrEqualToSuper(constant: 11); Anchors.leading.lessThanOrEqualToSuper(inwardOffset: 11); Anchors.leading.equalTo(siblingview); Anchors.leading.equalTo(siblingview, constant: 11); Anchors.leading.equalTo(siblingview, inwardOffset: 11); Anchors.leading.greaterThanOrEqualTo(siblingview); Anchors.leading.greaterThanOrEqualTo(siblingview, constant: 11); Anchors.leading.greaterThanOrEqualTo(siblingview, inwardOffset: 11); Anchors.leading.lessThanOrEqualTo(siblingview); Anchors.leading.lessThanOrEqualTo(siblingview, constant: 11); Anchors.leading.lessThanOrEqualTo(siblingview, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.equalToSuper()
      Anchors.leading.equalToSuper(constant: 11)
      Anchors.leading.equalToSuper(inwardOffset: 11)
      Anchors.leading.greaterThanOrEqualToSuper()
      Anchors.leading.greaterThanOrEqualToSuper(constant: 11)
      Anchors.leading.greaterThanOrEqualToSuper(inwardOffset: 11)
      Anchors.leading.lessThanOrEqualToSuper()
      Anchors.leading.lessThanOrEqualToSuper(constant: 11)
      Anchors.leading.lessThanOrEqualToSuper(inwardOffset: 11)
      Anchors.leading.equalTo(siblingview)
      Anchors.leading.equalTo(siblingview, constant: 11)
      Anchors.leading.equalTo(siblingview, inwardOffset: 11)
      Anchors.leading.greaterThanOrEqualTo(siblingview)
      Anchors.leading.greaterThanOrEqualTo(siblingview, constant: 11)
      Anchors.leading.greaterThanOrEqualTo(siblingview, inwardOffset: 11)
      Anchors.leading.lessThanOrEqualTo(siblingview)
      Anchors.leading.lessThanOrEqualTo(siblingview, constant: 11)
      Anchors.leading.lessThanOrEqualTo(siblingview, inwardOffset: 11)
    }
    siblingview
  }
}
