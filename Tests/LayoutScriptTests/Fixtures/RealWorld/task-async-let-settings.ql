// Modelled on Bisquit-Host/SwiftUI-App, iOS/Settings/Calagopus/Account/AccountSettings.swift: a
// settings list of rows of other files' view types, environment objects handed down, and a
// `.task` that starts several loads with `async let` bindings of type `()` and awaits a tuple.
// expect-min-frames: 3
import SwiftUI

struct ProfileSettings: View {
    @State private var model = ProfileModel()
    @State private var keys = KeysModel()

    var body: some View {
        List {
            Section("Account") {
                Text("Signed in as \(model.name)")
                SettingsLink("Keys", icon: "key.fill") {
                    KeysList()
                        .environment(keys)
                }
            }
            SignOutButton()
        }
        .environment(model)
        .task {
            if !Device.isSaving {
                async let profile: () = model.reload()
                async let keyList: () = keys.reload()

                _ = await (profile, keyList)
            }
        }
    }
}
