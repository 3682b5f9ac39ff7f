// SwiftLayout README, "LayoutProperty": updateLayout() called from didSet.
// added: the labels.
let firstNameLabel = UILabel(text: "First")
let middleNameLabel = UILabel(text: "Middle")
let lastNameLabel = UILabel(text: "Last")

var showMiddleName: Bool = false {
  didSet {
    self.sl.updateLayout()
  }
}

var layout: some Layout {
  self.sl.sublayout {
    firstNameLabel
    if showMiddleName {
      middleNameLabel
    }
    lastNameLabel
  }
}
