// Modelled on a SnowSeeker ResortView.swift (Aymeric Pilaert's, after Hacking with Swift's SnowSeeker
// project): a row of detail columns that stacks them when the text is larger than .large, capped with
// .dynamicTypeSize(...DynamicTypeSize.xxLarge); the details, their texts and sizes are ours.
// expect-min-frames: 4
import SwiftUI

struct TrailDetails: View {
    @Environment(\.dynamicTypeSize) var typeSize

    var body: some View {
        HStack {
            if typeSize > .large {
                VStack(spacing: 10) {
                    Text("Elevation").font(.caption)
                    Text("3,200 m").font(.title3)
                }
            } else {
                Text("Elevation").font(.caption)
                Text("3,200 m").font(.title3)
            }
            Text("Snow").font(.caption)
            Text("80 cm").font(.title3)
        }
        .padding(.vertical)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }
}
