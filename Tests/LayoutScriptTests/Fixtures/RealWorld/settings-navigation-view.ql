// Modelled on nacholopes/DynaPrice, DynaPrice/SettingsView.swift: a NavigationView whose one
// text carries the navigation title, previewed with #Preview.
// expect-min-frames: 3
import SwiftUI

struct PreferencesScreen: View {
    var body: some View {
        NavigationView {
            Text("Pricing preferences")
                .navigationTitle("Preferences")
        }
    }
}

#Preview {
    PreferencesScreen()
}
