// impl-mixed/bottom-18-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift mixedExpressionConstraints(bottom): Anchors.bottom.equalToSuper(); Anchors.bottom.equalToSuper(constant: 11); Anchors.bottom.equalToSuper(inwardOffset: 11); Anchors.bottom.greaterThanOrEqualToSuper(); Anchors.bottom.greaterThanOrEqualToSuper(constant: 11); Anchors.bottom.greaterThanOrEqualToSuper(inwardOffset: 11); Anchors.bottom.lessThanOrEqualToSuper(); Anchors.bottom.lessThanOrEqualToSuper(constant: 11); Anchors.bottom.lessThanOrEqualToSuper(inwardOffset: 11); Anchors.bottom.equalTo(siblingview); Anchors.bottom.equalTo(siblingview, constant: 11); Anchors.bottom.equalTo(siblingview, inwardOffset: 11); Anchors.bottom.greaterThanOrEqualTo(siblingview); Anchors.bottom.greaterThanOrEqualTo(siblingview, constant: 11); Anchors.bottom.greaterThanOrEqualTo(siblingview, inwardOffset: 11); Anchors.bottom.lessThanOrEqualTo(siblingview); Anchors.bottom.lessThanOrEqualTo(siblingview, constant: 11); Anchors.bottom.lessThanOrEqualTo(siblingview, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.equalToSuper()
      Anchors.bottom.equalToSuper(constant: 11)
      Anchors.bottom.equalToSuper(inwardOffset: 11)
      Anchors.bottom.greaterThanOrEqualToSuper()
      Anchors.bottom.greaterThanOrEqualToSuper(constant: 11)
      Anchors.bottom.greaterThanOrEqualToSuper(inwardOffset: 11)
      Anchors.bottom.lessThanOrEqualToSuper()
      Anchors.bottom.lessThanOrEqualToSuper(constant: 11)
      Anchors.bottom.lessThanOrEqualToSuper(inwardOffset: 11)
      Anchors.bottom.equalTo(siblingview)
      Anchors.bottom.equalTo(siblingview, constant: 11)
      Anchors.bottom.equalTo(siblingview, inwardOffset: 11)
      Anchors.bottom.greaterThanOrEqualTo(siblingview)
      Anchors.bottom.greaterThanOrEqualTo(siblingview, constant: 11)
      Anchors.bottom.greaterThanOrEqualTo(siblingview, inwardOffset: 11)
      Anchors.bottom.lessThanOrEqualTo(siblingview)
      Anchors.bottom.lessThanOrEqualTo(siblingview, constant: 11)
      Anchors.bottom.lessThanOrEqualTo(siblingview, inwardOffset: 11)
    }
    siblingview
  }
}
