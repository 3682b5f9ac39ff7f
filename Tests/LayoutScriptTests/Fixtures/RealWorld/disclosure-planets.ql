// Modelled on canadaprogrammer/swiftui-05, DisclosureGroups/DisclosureGroups/ContentView.swift (and
// yehjinjang/SwiftUI's copy of the session): an expanded DisclosureGroup with a `label:` closure and a
// nested one, a second group whose label is a Label, and a spacer under them.
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
