// dsl/update-layout-flag-true: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/AnchorsDSLTests.swift UpdateLayoutTests.active (flag = true; also updateWithoutChange, updateAgainAfterUpdateAnchors): `if flag` in the anchors builder, an identifier on one constraint
canvas(width: 300, height: 300, mode: .exact)
let flag = true
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      if flag {
        Anchors.cap.equalToSuper()
        Anchors.bottom.equalTo(siblingview, attribute: .top).identifier("bottom-to-sibling-top")
      } else {
        Anchors.size.equalTo(width: 37, height: 19)
        Anchors.top.equalToSuper(constant: 10)
      }
    }
    siblingview.sl.anchors {
      Anchors.width.equalTo(constant: 37)
      Anchors.height.equalToSuper().multiplier(0.5)
      Anchors.centerX.bottom
    }
  }
}
