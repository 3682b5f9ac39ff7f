// Modelled on canadaprogrammer/swiftui-05, DisclosureGroups/DisclosureGroups/ContentView.swift: shares an
// expanded DisclosureGroup bound to @State with a `label:` closure holding a nested titled group, a second
// group whose label is a tinted Label, and a spacer under them in a padded VStack; the recipe sections
// here are our own.
// expect-min-frames: 6
import SwiftUI

struct RecipeSections: View {
    @State private var ingredientsOpen = true

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            DisclosureGroup(isExpanded: $ingredientsOpen) {
                DisclosureGroup("For the dough") {
                    Text("250 g flour")
                    Text("2 eggs")
                }
                Text("A pinch of salt")
                Text("Olive oil to finish")
            } label: {
                Text("Ingredients")
                    .font(.headline)
            }
            DisclosureGroup {
                Text("Knead for ten minutes, then rest it")
            } label: {
                Label("Method", systemImage: "list.number")
                    .foregroundStyle(.orange)
            }
            Spacer()
        }
        .padding(.horizontal, 24)
    }
}

#Preview {
    RecipeSections()
}
