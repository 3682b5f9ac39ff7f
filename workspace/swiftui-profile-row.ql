// A SwiftUI profile row pasted as it is: SwiftUI's rules lay it out (the body is `some View`).
// padding() is 16; 8 between the image and the texts, 0 next to the Spacer; the texts are the
// most flexible child, so the image and the button are sized first.
import SwiftUI

struct ProfileRow: View {
    @State private var isFollowing = false

    var body: some View {
        HStack {
            Image(systemName: "person.crop.circle").named("avatar")
            VStack(alignment: .leading) {
                Text("Kylee Lessie").named("name")
                    .font(.headline)
                Text("Developer at a very long company name").named("role")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button("Follow") { isFollowing.toggle() }.named("follow")
                .bold()
        }
        .padding()
    }
}
