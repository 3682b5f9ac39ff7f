// Modelled on Aidoku/Aidoku, iOS/UI/Updates/MangaUpdatesView.swift: a `Group` around a plain
// `List` of dated sections whose rows come from a computed `some View`, a loading row under
// `if !reachedEnd … else if loadingMore`, an `.overlay` shown when nothing was found, and an
// `.onReceive` of a notification whose closure casts `notification.object as? [UpdateItem]`
// inside a `guard … else { return }` and walks the sections with nested index loops.
// expect-min-frames: 4
import SwiftUI

struct UpdateItem: Hashable {
    var title: String
    var chapters: [String]
}

struct UpdatesListView: View {
    @State private var entries: [(String, [UpdateItem])] = [
        ("Today", [UpdateItem(title: "Blue Period", chapters: ["61"])]),
        ("Yesterday", [UpdateItem(title: "Dandadan", chapters: ["140", "141"])]),
    ]
    @State private var reachedEnd = true
    @State private var loadingMore = false
    @State private var hasNoUpdates = false

    var body: some View {
        Group {
            List {
                listItemsWithSections

                if !reachedEnd {
                    loadingView
                } else if loadingMore {
                    loadingView
                }
            }
            .listStyle(.plain)
            .overlay {
                if hasNoUpdates {
                    Text("No updates")
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Updates")
        .onReceive(NotificationCenter.default.publisher(for: NSNotification.Name("updatesViewed"))) { notification in
            guard let objects = notification.object as? [UpdateItem] else { return }

            for section in 0..<entries.count {
                for item in 0..<entries[section].1.count {
                    guard let first = entries[section].1[item].chapters.first else { continue }
                    if objects.contains(where: { $0.chapters.first == first }) {
                        entries[section].1[item].chapters.removeAll()
                    }
                }
            }
        }
    }

    var listItemsWithSections: some View {
        ForEach(entries, id: \.0) { entry in
            Section {
                ForEach(entry.1, id: \.self) { item in
                    HStack {
                        Text(item.title)
                        Spacer()
                        Text("\(item.chapters.count)")
                    }
                }
            } header: {
                Text(entry.0)
            }
        }
    }

    var loadingView: some View {
        HStack {
            Spacer()
            ProgressView()
            Spacer()
        }
    }
}
