// SwiftLayout README, "identifying of UIView and Layout": a name instead of a view reference.
// added: the views.
let contentView = UIView()
let nameLabel = UILabel(text: "Name")
let ageLabel = UILabel(text: "Age")

contentView.sl.sublayout {
  nameLabel.sl.identifying("name").sl.anchors {
    Anchors.cap
  }
  ageLabel.sl.anchors {
    Anchors.top.equalTo("name", attribute: .bottom)
    Anchors.shoe
  }
}
