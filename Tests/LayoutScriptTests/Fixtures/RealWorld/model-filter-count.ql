// Modelled on the to-do models of tutorial apps (the Observable task lists of AndreyEfimovDev/StartToSwiftUI):
// a struct of tasks, an @Observable store with a computed property filtering them, a view showing
// counts and the open tasks with `filter`, `map` and `isEmpty`.
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
