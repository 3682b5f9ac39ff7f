// SwiftLayout README, "ViewPrinter": what ViewPrinter prints with tags, SwiftLayout syntax.
SomeView {
  root.sl.sublayout {
    child.sl.anchors {
      Anchors.top
      Anchors.leading.trailing
    }
    friend.sl.anchors {
      Anchors.top.equalTo(child, attribute: .bottom)
      Anchors.bottom
      Anchors.leading.trailing
    }
  }
}
