// Modelled on TechWithTyler/SheftAppsStylishUI's labels and Apple's Label documentation: a
// `Label { Text } icon: { Image }` row and a `Label("…", image: "asset")` row in a VStack.
// expect-min-frames: 4
import SwiftUI

struct LabelStyles: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Label {
                Text("Downloads")
            } icon: {
                Image(systemName: "arrow.down.circle")
            }
            Label("Library", image: "books")
        }
    }
}
