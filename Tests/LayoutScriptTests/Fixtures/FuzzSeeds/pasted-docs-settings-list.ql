// A settings form as SwiftUI tutorials write it (after Apple's "Forms" sample code): inset-grouped sections.
import SwiftUI
struct SettingsView: View {
  var body: some View {
    List {
      Section("Account") {
        Text("Name")
        Text("Email")
      }
      Section {
        Toggle("Notifications", isOn: $notificationsOn)
      } footer: {
        Text("At most one a day.")
      }
    }
  }
}
