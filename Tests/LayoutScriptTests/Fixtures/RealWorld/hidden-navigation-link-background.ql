// Modelled on Aidoku/Aidoku, iOS/New/Views/Source/AddSourceView.swift: rows of a setup list, each a
// button-like cell whose `.background(NavigationLink("", destination: …, isActive: $show).hidden())`
// is the old programmatic-navigation idiom: an empty, hidden link that keeps no size and is never
// drawn; the setup screens and the cell are our own.
// expect-min-frames: 3
import SwiftUI

struct ServerSetupList: View {
    @State private var showLocalSetup = false
    @State private var showRemoteSetup = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Add a server")
                .font(.headline)
            setupRow(title: "Local files", isShown: $showLocalSetup)
                .background(NavigationLink("", destination: LocalSetupView(), isActive: $showLocalSetup).hidden())
            setupRow(title: "Remote", isShown: $showRemoteSetup)
                .background(NavigationLink("", destination: RemoteSetupView(), isActive: $showRemoteSetup).hidden())
        }
        .padding()
    }

    func setupRow(title: String, isShown: Binding<Bool>) -> some View {
        Text(title)
            .onTapGesture { isShown.wrappedValue = true }
    }
}
