// Modelled on AlbertLandi/Landmarks, Landmarks/Views/Helpers/FavoriteButton.swift (Apple's SwiftUI
// tutorial "Handling user input"): a `@Binding var isSet: Bool` button whose Label picks its symbol with
// a ternary, `.labelStyle(.iconOnly)`, previewed with `.constant(true)`.
// expect-min-frames: 2
import SwiftUI

struct StarToggle: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

#Preview {
    StarToggle(isSet: .constant(true))
}
