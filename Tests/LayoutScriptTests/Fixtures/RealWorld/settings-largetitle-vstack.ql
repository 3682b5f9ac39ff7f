// Modelled on achiapparoli/brydj, Cicero1/Cicero1/SettingsView.swift: a NavigationView of a VStack
// holding a bold large-title text with padding, the navigation title on the VStack.
// expect-min-frames: 3
import SwiftUI

struct AccountSettings: View {
    var body: some View {
        NavigationView {
            VStack {
                Text("Account Settings")
                    .font(.largeTitle)
                    .fontWeight(.bold)
                    .padding()
            }
            .navigationTitle("Settings")
        }
    }
}

struct AccountSettings_Previews: PreviewProvider {
    static var previews: some View {
        AccountSettings()
    }
}
