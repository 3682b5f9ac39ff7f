// dsl/update-layout-flag-false: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/AnchorsDSLTests.swift UpdateLayoutTests.updateWithChange (flag = false): subview size 37x19, top 10, nothing places it horizontally
canvas(width: 300, height: 300, mode: .exact)
let flag = false
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
