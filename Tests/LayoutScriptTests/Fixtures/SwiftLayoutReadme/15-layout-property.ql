// SwiftLayout README, "LayoutProperty": the @LayoutProperty property wrapper.
// added: the labels.
let firstNameLabel = UILabel(text: "First")
let middleNameLabel = UILabel(text: "Middle")
let lastNameLabel = UILabel(text: "Last")

@LayoutProperty var showMiddleName: Bool = false // change value call updateLayout of Layoutable

var layout: some Layout {
  self.sl.sublayout {
    firstNameLabel
    if showMiddleName {
      middleNameLabel
    }
    lastNameLabel
  }
}
