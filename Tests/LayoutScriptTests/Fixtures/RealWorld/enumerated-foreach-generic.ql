// Modelled on Subuday/Camera, cameraIOS/cameraIOS/Common/EnumeratedForEach.swift: a generic view
// over any items and a content closure taking an index and an item, built with
// `ForEach(Array(zip(data.indices, data)), id: \.0)`; used for a numbered list.
// expect-min-frames: 3
import SwiftUI

struct IndexedRows<ItemType, RowView: View>: View {
    let data: [ItemType]
    let content: (Int, ItemType) -> RowView

    init(_ data: [ItemType], @ViewBuilder content: @escaping (Int, ItemType) -> RowView) {
        self.data = data
        self.content = content
    }

    var body: some View {
        ForEach(Array(zip(data.indices, data)), id: \.0) { idx, item in
            content(idx, item)
        }
    }
}

struct Podium: View {
    var body: some View {
        VStack(alignment: .leading) {
            IndexedRows(["Ada", "Grace", "Edsger"]) { place, name in
                Text("\(place + 1). \(name)")
            }
        }
    }
}
