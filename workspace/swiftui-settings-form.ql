// A settings form pasted from SwiftUI: text fields bound to @State (values only), a divider,
// toggles that fill the width, and a Label. Text fields and toggles are as wide as proposed.
import SwiftUI

struct SettingsForm: View {
    @State private var name = "Kylee"
    @State private var email = ""
    @State private var notifications = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Account", systemImage: "person")
                .font(.headline)
            TextField("Name", text: $name).named("name")
            TextField("Email", text: $email).named("email")
            Divider().named("divider")
            Toggle("Notifications", isOn: $notifications).named("notifications")
        }
        .padding()
    }
}
