// dsl/switch-all-sides: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/AnchorsDSLTests.swift ConditionalSyntaxTests.SwitchCaseTests.caseAllSides (the switch's case written out)
canvas(width: 300, height: 300, mode: .exact)
let superview = UIView()
let subview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.allSides.equalToSuper()
    }
  }
}
