// Modelled on naijoug/mix, samples/SwiftUI/Cookbook/Cookbook/Sections/09-TabViews&SplitViews/0904-CreateASplitView.swift:
// a Hashable Animal struct, a `let` array of three, a @State optional selection written `(Animal)?`, a
// NavigationSplitView with a titled sidebar (here a ForEach of buttons, not a List) and a detail for
// the selection (here an `if let` with a prompt, not a `??` fallback).
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
