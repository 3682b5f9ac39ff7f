// dsl/multiple-first-level-layouts: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/AnchorsDSLTests.swift ComplexUsageTests.multipleFirstLevelLayouts: anchors given in later top-level statements of the layout
canvas(width: 300, height: 300, mode: .exact)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.cap.equalToSuper()
    }
    siblingview.sl.anchors {
      Anchors.height.equalToSuper().multiplier(0.5)
      Anchors.centerX
      Anchors.bottom
    }
  }
  subview.sl.anchors {
    Anchors.bottom.equalTo(siblingview, attribute: .top)
  }
  siblingview.sl.anchors {
    Anchors.width.equalTo(constant: 37)
  }
}
