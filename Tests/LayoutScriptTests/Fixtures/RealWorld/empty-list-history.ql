// Modelled on duckduckgo/iOS, DuckDuckGo/HistoryDebugViewController.swift: a UIHostingController's
// root view listing a model's entries with `List(model.entries, id: \.id)`, the model's array empty
// until it loads from a store of another file (so the list shows its background alone), and a
// toolbar button; the entries, their fields and the store are ours.
// expect-min-frames: 1
import SwiftUI
import UIKit

class VisitsViewController: UIHostingController<VisitsRootView> {
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder, rootView: VisitsRootView())
    }
}

struct VisitsRootView: View {
    @ObservedObject var model = VisitsModel()

    var body: some View {
        List(model.entries, id: \.id) { entry in
            VStack(alignment: .leading) {
                Text(entry.title).font(.system(size: 14))
                Text(entry.address).font(.system(size: 11))
            }
        }
        .navigationTitle("\(model.entries.count) Visits")
        .toolbar {
            Button("Clear", role: .destructive) { model.clear() }
        }
    }
}

class VisitsModel: ObservableObject {
    @Published var entries: [VisitRecord] = []
    let store: VisitStore

    init() {
        store = VisitStore.shared
        load()
    }

    func load() {
        entries = store.fetchAll()
    }

    func clear() {
        entries = []
    }
}
