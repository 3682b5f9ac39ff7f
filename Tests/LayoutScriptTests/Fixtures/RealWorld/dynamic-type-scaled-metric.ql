// Modelled on Philalex1964/SwiftUIByExample, SwiftUIByExample/SwiftUIByExample/ContentView.swift:
// an icon size declared with `@ScaledMetric(relativeTo:)` so it scales with Dynamic Type, framing a
// resizable SF Symbol; the dynamicTypeSize environment read in a condition and the row are ours.
// expect-min-frames: 2
import SwiftUI

struct ScaledIconRow: View {
    @ScaledMetric(relativeTo: .body) private var iconSize = 24.0
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        HStack {
            Image(systemName: "bell")
                .resizable()
                .frame(width: iconSize, height: iconSize)
            Text(typeSize == .large ? "Notifications" : "Alerts")
        }
    }
}
