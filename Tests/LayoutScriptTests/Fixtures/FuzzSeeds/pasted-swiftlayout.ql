// Issue 9, points 17 and 18: SwiftLayout code that nothing evaluates.
final class ProfileView: UIView, Layoutable {
  let nameLabel = UILabel()
  var layout: some Layout {
    self.sl.sublayout {
      nameLabel.anchors { Anchors.allSides() }
    }
  }
}
