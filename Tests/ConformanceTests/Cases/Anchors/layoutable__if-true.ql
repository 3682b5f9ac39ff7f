// layoutable/if-true: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/LayoutableTests.swift ifTrue: a Layoutable view of 90x90, `if flag` in an anchors block and in a sublayout block
canvas(width: 90, height: 90, mode: .exact)
let flag = true
let layoutableView = UIView()
let root = UIView()
let child = UIView()
let friend = UIView()
var layout: some Layout {
  layoutableView.sl.sublayout {
    root.sl.anchors {
      if flag {
        Anchors.allSides.equalToSuper()
      } else {
        Anchors.size.equalTo(width: 50, height: 50)
        Anchors.center.equalToSuper()
      }
    }.sublayout {
      if flag {
        child.sl.anchors {
          Anchors.allSides.equalToSuper()
        }
      } else {
        friend.sl.anchors {
          Anchors.allSides.equalToSuper()
        }
      }
    }
  }
}
