// Modelled on element-hq/element-x-ios, ElementX/Sources/Screens/TimelineMediaPreview/
// TimelineMediaPreviewDetailsView.swift: a details sheet whose item a PreviewProvider takes out of
// a view model another file declares with `if case let .media(item) = viewModel.state.currentItem`,
// rows reading `item.filename ?? ""` and `item.sender.id`; the rows and their labels are ours.
// expect-min-frames: 4
import SwiftUI

struct MediaDetailsSheet: View {
    let item: MediaPreviewItem.Media

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DetailRow(title: "File name") {
                Text(item.filename ?? "")
            }
            DetailRow(title: "Sent by") {
                Text(item.sender.id)
            }
        }
        .padding(16)
    }
}

private struct DetailRow<Content: View>: View {
    let title: String
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.caption)
            content
        }
    }
}

struct MediaDetailsSheet_Previews: PreviewProvider {
    static let viewModel = makeViewModel(isOutgoing: true)

    static var previews: some View {
        if case let .media(mediaItem) = viewModel.state.currentItem {
            MediaDetailsSheet(item: mediaItem)
        }
    }

    static func makeViewModel(isOutgoing: Bool = false) -> MediaPreviewViewModel {
        let item = ImageTimelineItem(id: .random, isOutgoing: isOutgoing,
                                     content: .init(filename: "Harbour at dusk.jpeg", contentType: .jpeg))
        return MediaPreviewViewModel(initialItem: item, mediaProvider: MediaProviderMock(.init()))
    }
}
