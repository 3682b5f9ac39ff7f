// SwiftLayout README, "LayoutBuilder": a view hierarchy without constraints.
// added: the views.
let view = UIView()
let subview = UIView()
let subsubview = UIView()
let subsub2view = UIView()

@LayoutBuilder var layout: some Layout {
  view.sl.sublayout {
    subview.sl.sublayout {
      subsubview
      subsub2view
    }
  }
}
