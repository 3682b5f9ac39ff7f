// Modelled on linuxliam/disability, Shared/Views/Components/AppEmptyState.swift: a
// ContentUnavailableView written with a Label closure and a `description:` trailing closure, its
// strings stored properties given by the caller.
// expect-min-frames: 3
import SwiftUI

struct EmptyState: View {
    let title: String
    let systemImage: String
    let message: String

    var body: some View {
        ContentUnavailableView {
            Label(title, systemImage: systemImage)
        } description: {
            Text(message)
        }
    }
}

#Preview {
    EmptyState(title: "No Events", systemImage: "calendar", message: "Events you save show up here.")
}
