// dsl/switch-horizontal-and-size: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/AnchorsDSLTests.swift ConditionalSyntaxTests.SwitchCaseTests.caseHorizontalAndSize (the switch's case written out): vertical inwardOffset 11 moves bottom up
canvas(width: 300, height: 300, mode: .exact)
let superview = UIView()
let subview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.horizontal.equalToSuper()
      Anchors.vertical.equalToSuper(inwardOffset: 11)
    }
  }
}
