// Modelled on vinhnx/Clendar, Clendar/Modules/Event List/EventListRow.swift: a row whose only
// input is an optional of another file's type, drawn by `if let` and `EmptyView()` otherwise:
// with the optional nil, as it is first shown, it draws nothing, so it is shown with a
// placeholder for it.
// expect-min-frames: 2
import SwiftUI

struct AgendaRow: View {
    var id = UUID()
    var entry: AgendaEntry?

    var body: some View {
        if let item = entry?.item {
            VStack(alignment: .leading, spacing: 4) {
                Text(item.timeRange)
                    .font(.caption)
                Text(item.title)
                    .lineLimit(2)
            }
            .padding(.vertical, 6)
        } else {
            EmptyView()
        }
    }
}
