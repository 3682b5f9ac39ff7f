// Modelled on Aidoku/Aidoku, Shared/Views/Manga/MangaUpdateItemView.swift (the SwiftUI row of a
// manga's new chapters): a view whose private lets its `init(updates:)` sets from the array it is
// given (`updates.count`, `updates.first?.manga`), the HStack's alignment chosen by the count, a
// cover beside a VStack of the title and a ForEach over `updates.prefix(limit)`; shown without a
// preview, so the initializer runs with a placeholder array; our own names.
// expect-min-frames: 5
import SwiftUI

struct ChapterUpdatesRow: View {
    private let limit = 2

    var updates: [UpdateInfo]

    private let series: Series?
    private let count: Int

    init(updates: [UpdateInfo]) {
        self.updates = updates
        self.count = updates.count
        self.series = updates.first?.series
    }

    var body: some View {
        HStack(alignment: count == 1 ? .center : .top) {
            Rectangle()
                .frame(width: 40, height: 56)
            VStack(alignment: .leading) {
                Text(series?.title ?? "")
                    .lineLimit(2)
                ForEach(updates.prefix(limit)) { item in
                    Text(item.chapter)
                        .font(.footnote)
                }
                if count > limit {
                    Text("\(count - limit) more")
                        .font(.footnote)
                }
            }
        }
    }
}
