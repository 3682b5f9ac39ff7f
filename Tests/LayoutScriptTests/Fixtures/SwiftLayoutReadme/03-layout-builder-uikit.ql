// SwiftLayout README, "LayoutBuilder": the UIKit code the builder replaces.
// added: the views.
let view = UIView()
let subview = UIView()
let subsubview = UIView()
let subsub2view = UIView()

view.addSubview(subview)
subview.addSubview(subsubview)
subview.addSubview(subsub2view)
