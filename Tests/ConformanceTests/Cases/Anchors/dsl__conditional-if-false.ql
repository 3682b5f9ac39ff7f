// dsl/conditional-if-false: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/AnchorsDSLTests.swift ConditionalSyntaxTests.IfTests.ifFalse: shoe leaves the height open
canvas(width: 300, height: 300, mode: .exact)
let flag = false
let superview = UIView()
let subview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      if flag {
        Anchors.cap.equalToSuper()
      } else {
        Anchors.shoe.equalToSuper()
      }
    }
  }
}
