// Modelled on jrasmusson/swiftui, Controls/Label/README.md: Labels in a VStack, one written
// `Label { Text } icon: { … }` and others from a title and an image name (here an asset image via
// `Label("…", image:)` rather than a system image).
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
