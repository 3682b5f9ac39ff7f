// Modelled on kiwix/kiwix-apple, Views/Library/ZimFileDetail.swift, Views/BuildingBlocks/
// CompactViewController.swift and Views/Hotspot/HotspotZimFilesSelection.swift: closures that
// open with a global actor (`{ @MainActor in … }`, `Task { @MainActor [weak model] in … }`),
// a capture list after an action's `{`, typed parameters with effects (`async throws -> T`),
// and a default parameter value that is such a closure.
// expect-min-frames: 3
import SwiftUI

final class ArchiveModel: ObservableObject {
    @Published var name = "Wikipedia"
    func refresh() async { }
}

struct ArchiveDetail: View {
    @ObservedObject var model: ArchiveModel
    let loader: @MainActor () -> ArchiveModel

    init(model: ArchiveModel, loader: @MainActor @escaping () -> ArchiveModel = { @MainActor in ArchiveModel() }) {
        self.model = model
        self.loader = loader
    }

    var body: some View {
        VStack(spacing: 10) {
            Text(model.name)
                .onAppear { [weak model] in
                    Task { @MainActor [weak model] in
                        await model?.refresh()
                    }
                }
            Button("Open") {
                let fetch: (String) async throws -> Int = { (key: String) async throws -> Int in key.count }
                Task { @MainActor in _ = try? await fetch("a") }
            }
            Text("Size")
        }
    }
}
