// Modelled on the @ScaledMetric samples of rhenz/swiftui-working-with-data's property-wrapper
// chapters: an icon size that scales with Dynamic Type, a dynamicTypeSize environment read in a
// condition, a frame from the scaled value.
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
