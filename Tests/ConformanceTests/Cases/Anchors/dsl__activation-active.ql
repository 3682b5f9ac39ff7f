// dsl/activation-active: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/AnchorsDSLTests.swift ActivationTests.active (same layout: finalActive, deactive before deactivation); laid out in 300x300 like ComplexUsageTests.forceLayoutAndCheckFrame
canvas(width: 300, height: 300, mode: .exact)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.cap.equalToSuper()
      Anchors.bottom.equalTo(siblingview, attribute: .top)
    }
    siblingview.sl.anchors {
      Anchors.width.equalTo(constant: 37)
      Anchors.height.equalToSuper().multiplier(0.5)
      Anchors.centerX.bottom
    }
  }
}
