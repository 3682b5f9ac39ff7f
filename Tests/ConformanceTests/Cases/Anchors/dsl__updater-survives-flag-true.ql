// dsl/updater-survives-flag-true: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/AnchorsDSLTests.swift ComplexUsageTests.constraintUpdaterSurvivesLayoutChanges, first activation (flag = true): width 10 and an identified center; the height stays open
canvas(width: 300, height: 300, mode: .exact)
let flag = true
let superview = UIView()
let subview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.equalTo(constant: 10)
      if flag {
        Anchors.center.equalToSuper().identifier("center-anchor")
      }
    }
  }
}
