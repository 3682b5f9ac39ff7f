// Modelled on jordanbaird/Ice, Ice/UI/IceBar/IceBar.swift and MenuBarSearchPanel.swift: a SwiftUI
// panel whose `if` puts each of its clauses on a line of its own below the keyword (`if\n let
// appState,\n !items.isEmpty\n{`), an `[MenuBarItem]()` array literal made by calling its type, a
// `private(set)` property beside a method called `open(_:)`, and an `@EnvironmentObject`.
// expect-min-frames: 3
import SwiftUI

struct MenuBarItem: Identifiable {
    let id = UUID()
    var title: String
}

final class SearchModel: ObservableObject {
    @Published private(set) var items = [MenuBarItem]()
    @Published var query = ""

    func open(_ item: MenuBarItem) {
        query = item.title
    }
}

struct SearchPanelContent: View {
    @EnvironmentObject var appState: AppState
    @ObservedObject var model: SearchModel
    let items: [MenuBarItem]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Search the menu bar")
                .font(.headline)
            if
                !items.isEmpty,
                items.count > 1
            {
                ForEach(items) { item in
                    Button(item.title) {
                        model.open(item)
                    }
                }
            } else {
                Text("No items")
            }
        }
        .padding(10)
        .frame(width: 260)
    }
}

#Preview {
    SearchPanelContent(
        model: SearchModel(),
        items: [MenuBarItem(title: "Wi-Fi"), MenuBarItem(title: "Battery"), MenuBarItem(title: "Clock")]
    )
}
