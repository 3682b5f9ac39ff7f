// impl-mixed/top-18-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift mixedExpressionConstraints(top): Anchors.top.equalToSuper(); Anchors.top.equalToSuper(constant: 11); Anchors.top.equalToSuper(inwardOffset: 11); Anchors.top.greaterThanOrEqualToSuper(); Anchors.top.greaterThanOrEqualToSuper(constant: 11); Anchors.top.greaterThanOrEqualToSuper(inwardOffset: 11); Anchors.top.lessThanOrEqualToSuper(); Anchors.top.lessThanOrEqualToSuper(constant: 11); Anchors.top.lessThanOrEqualToSuper(inwardOffset: 11); Anchors.top.equalTo(siblingview); Anchors.top.equalTo(siblingview, constant: 11); Anchors.top.equalTo(siblingview, inwardOffset: 11); Anchors.top.greaterThanOrEqualTo(siblingview); Anchors.top.greaterThanOrEqualTo(siblingview, constant: 11); Anchors.top.greaterThanOrEqualTo(siblingview, inwardOffset: 11); Anchors.top.lessThanOrEqualTo(siblingview); Anchors.top.lessThanOrEqualTo(siblingview, constant: 11); Anchors.top.lessThanOrEqualTo(siblingview, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.equalToSuper()
      Anchors.top.equalToSuper(constant: 11)
      Anchors.top.equalToSuper(inwardOffset: 11)
      Anchors.top.greaterThanOrEqualToSuper()
      Anchors.top.greaterThanOrEqualToSuper(constant: 11)
      Anchors.top.greaterThanOrEqualToSuper(inwardOffset: 11)
      Anchors.top.lessThanOrEqualToSuper()
      Anchors.top.lessThanOrEqualToSuper(constant: 11)
      Anchors.top.lessThanOrEqualToSuper(inwardOffset: 11)
      Anchors.top.equalTo(siblingview)
      Anchors.top.equalTo(siblingview, constant: 11)
      Anchors.top.equalTo(siblingview, inwardOffset: 11)
      Anchors.top.greaterThanOrEqualTo(siblingview)
      Anchors.top.greaterThanOrEqualTo(siblingview, constant: 11)
      Anchors.top.greaterThanOrEqualTo(siblingview, inwardOffset: 11)
      Anchors.top.lessThanOrEqualTo(siblingview)
      Anchors.top.lessThanOrEqualTo(siblingview, constant: 11)
      Anchors.top.lessThanOrEqualTo(siblingview, inwardOffset: 11)
    }
    siblingview
  }
}
