// Modelled on Kane's SwiftUI_CookBook NavigationSplitViewView.swift: a Hashable struct of animals in
// a `let` array, a @State optional selection written `(Animal)?`, the sidebar a ForEach of buttons,
// the detail an `if let` of the selection or a prompt.
// expect-min-frames: 4
import SwiftUI

struct Animal: Hashable {
  let name: String
  let summary: String
}

struct AnimalBrowser: View {
  let animals = [
    Animal(name: "Coyote", summary: "A canine of North America."),
    Animal(name: "Gila Monster", summary: "A venomous lizard of the south-west."),
    Animal(name: "Roadrunner", summary: "A fast-running bird."),
  ]
  @State private var picked: (Animal)? = nil

  var body: some View {
    NavigationSplitView {
      VStack(alignment: .leading, spacing: 12) {
        ForEach(animals, id: \.self) { animal in
          Button(animal.name) { picked = animal }
        }
      }
      .navigationTitle("Animals")
    } detail: {
      if let picked {
        Text(picked.summary)
      } else {
        Text("Select an animal")
      }
    }
  }
}
