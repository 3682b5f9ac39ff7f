// Modelled on lcs-rgordon/EnhancedTodoList, EnhancedTodoList/Model/AppDataStore.swift: an @Observable
// store class holding an array of to-do items and a computed property derived from them (there a
// count, here the open items by `filter`), read by a view for counts, a ForEach and an `isEmpty` check.
// expect-min-frames: 4
import SwiftUI

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var done: Bool
}

@Observable
final class TodoStore {
    var items = [
        TodoItem(id: 1, title: "Water plants", done: true),
        TodoItem(id: 2, title: "Call the bank", done: false),
        TodoItem(id: 3, title: "Book flights", done: false),
    ]

    var open: [TodoItem] {
        items.filter { !$0.done }
    }
}

struct TodoSummary: View {
    @State private var store = TodoStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(store.open.count) of \(store.items.count) open")
                .font(.headline)
            ForEach(store.open) { item in
                Label(item.title, systemImage: "circle")
            }
            if store.open.isEmpty {
                Text("All done")
            }
        }
        .padding()
    }
}
