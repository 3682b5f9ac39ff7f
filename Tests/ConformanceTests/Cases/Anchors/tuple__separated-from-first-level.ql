// tuple/separated-from-first-level: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/LayoutDSLTests/LayoutTypeTests.swift LayoutTypeTests.separatedFromFirstLevel: sublayouts continued in later top-level statements, no anchors
let root = UIView()
let child = UIView()
let red = UIView()
let image = UIView()
let button = UIView()
let label = UIView()
let blue = UIView()
let green = UIView()
var layout: some Layout {
  root.sl.sublayout {
    child
    red
    image
  }
  child.sl.sublayout {
    button
    label
  }
  red.sl.sublayout {
    blue
    green
  }
}
