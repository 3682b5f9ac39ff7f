// Modelled on kean/Pulse, Sources/PulseUI/Features/Console/ConsoleView-watchos.swift: a file all in `#if os(watchOS)`, an init setting two @StateObject wrappers, an #available branch, a List of another file's views with a toolbar, and a #Preview calling an initializer (`init(store:)`) another file's extension declares.
// expect-min-frames: 3
#if os(watchOS)
import SwiftUI

public struct InboxView: View {
    @StateObject private var environment: InboxEnvironment
    @StateObject private var listModel: InboxListModel

    init(environment: InboxEnvironment) {
        _environment = StateObject(wrappedValue: environment)
        _listModel = StateObject(wrappedValue: InboxListModel(environment: environment))
    }

    public var body: some View {
        if #available(watchOS 10, *) {
            List {
                HStack {
                    Image(systemName: "tray")
                    Text("Inbox")
                }
                InboxRows()
                    .environmentObject(listModel)
            }
            .navigationTitle("Messages")
            .toolbar {
                Button("Filter") {}
            }
        } else {
            Text("Unsupported")
        }
    }
}

#if DEBUG
#Preview {
    NavigationStack {
        InboxView(store: .mock)
    }
}
#endif
#endif
