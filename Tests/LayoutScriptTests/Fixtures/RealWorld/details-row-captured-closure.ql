// Modelled on element-hq/element-x-ios, ElementX/Sources/Screens/Timeline/View/TimelineMediaPreview/
// TimelineMediaPreviewDetailsView.swift: a computed `details` VStack of `DetailsRow(title:) { … }`,
// a row view of the same file taking a @ViewBuilder closure that reads the outer view's own
// properties, and an avatar sized by `@ScaledMetric` read through its wrapper `_avatarSize`.
// expect-min-frames: 5
import SwiftUI

struct MediaDetails: View {
    let sender = "Kylee"
    let uploaded = "2 Dec 2026"
    @ScaledMetric private var avatarSize = 32.0

    var body: some View {
        details
            .padding(16)
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 20) {
            DetailsRow(title: "Uploaded by") {
                HStack(spacing: 12) {
                    Circle()
                        .frame(width: avatarSize, height: avatarSize)
                        .avatarShape(scaledSize: _avatarSize)
                    Text(sender)
                }
            }
            DetailsRow(title: "Uploaded on") {
                Text(uploaded)
            }
        }
    }
}

private struct DetailsRow<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.subheadline)
            content()
        }
    }
}

#Preview {
    MediaDetails()
}
