// A settings form pasted from SwiftUI: a Grid of labels and text fields bound to @State (values
// only), a divider, and toggles that fill the width. The label column is as wide as its widest
// label; the field column, holding views that take any width, gets the rest.
import SwiftUI

struct SettingsForm: View {
    @State private var name = "Kylee"
    @State private var email = ""
    @State private var notifications = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Account", systemImage: "person")
                .font(.headline)
            Grid(alignment: .leading) {
                GridRow {
                    Text("Name").named("nameLabel")
                    TextField("Name", text: $name).named("name")
                }
                GridRow {
                    Text("Email").named("emailLabel")
                    TextField("Email", text: $email).named("email")
                }
            }
            Divider().named("divider")
            Toggle("Notifications", isOn: $notifications).named("notifications")
        }
        .padding()
    }
}
