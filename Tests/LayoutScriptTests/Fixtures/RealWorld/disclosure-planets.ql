// Modelled on canadaprogrammer/swiftui-05, DisclosureGroups/DisclosureGroups/ContentView.swift: an
// expanded DisclosureGroup bound to @State with a `label:` closure and a nested titled group, a second
// group whose label is a green Label, and a spacer under them, padded.
// expect-min-frames: 6
import SwiftUI

struct MoonsView: View {
    @State private var showMoons = true

    var body: some View {
        VStack {
            DisclosureGroup(isExpanded: $showMoons) {
                Text("Io")
                Text("Europa")
                DisclosureGroup("Saturn") {
                    Text("Titan")
                    Text("Enceladus")
                }
            } label: {
                Text("Jupiter")
            }
            DisclosureGroup {
                Text("A closed group keeps its content hidden")
            } label: {
                Label("Tap to reveal", systemImage: "cube.box")
                    .foregroundStyle(.green)
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    MoonsView()
}
