// SwiftLayout README, "LayoutBuilder + AnchorsBuilder": the same hierarchy written in two parts.
// added: the views.
let superview = UIView()
let selfview = UIView()
let subview = UIView()

@LayoutBuilder func layout() -> some Layout {
  superview.sl.sublayout {
    selfview.sl.anchors {
      Anchors.allSides
    }
  }
  selfview.sl.sublayout {
    subview.sl.anchors {
      Anchors.allSides
    }
  }
}
