// Lesson 13 — SwiftUI's default spacing, padding and Spacer.
// Without spacing:, a SwiftUI stack puts 8 points between two views and none next to a Spacer.
// padding() is 16 on every edge. A Spacer() is at least 8 long (Spacer(minLength: 0) can vanish)
// and, with the lowest priority, takes what is left after everything else.
// Try:  :explain edit       (the text is sized before the Spacer, the most flexible, with an even share)
//       :canvas 90x60       (a narrow row: the texts are squeezed and wrap, the Spacer keeps at least 8 points)
canvas(width: 300, height: 60, semantics: .swiftUI)

var body: some View {
  HStack {
    Text("Name").named("name")
    Spacer()
    Text("Edit").named("edit")
  }
  .padding()
}

// exercise: Put the name right next to the edit button, 8 points apart, both at the trailing end.
// goal: edit.x - name.maxX == 8 && edit.maxX == 284
// hint: the Spacer goes first; type the body: HStack { Spacer(); Text("Name").named("name"); Text("Edit").named("edit") }.padding()
