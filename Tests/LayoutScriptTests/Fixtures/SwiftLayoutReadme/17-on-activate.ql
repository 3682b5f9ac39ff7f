// SwiftLayout README, "onActivate(_:) of UIView": setting a view's properties at activation.
// added: the views.
let contentView = UIView()
let nameLabel = UILabel()

contentView.sl.sublayout {
  nameLabel.sl.onActivate { label in 
    label.text = "Hello"
    label.textColor = .black
  }.anchors {
    Anchors.allSides
  }
}
