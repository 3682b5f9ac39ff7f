// Modelled on Dimillian/IceCubesApp, IceCubesApp/App/Main/AppView.swift and rileytestut/Delta,
// Delta/Settings/Controller Skins/SkinSettingsView.swift: @State properties whose initial values
// read other files' statics (`iOSTabs.shared`, a type named in lowercase first, beside a property
// spelled alike; `Double(Preferences.opacity)`, a number qlrepl cannot know), and a slider.
// expect-min-frames: 3
import SwiftUI

struct PlayerSettings: View {
    @State var iosMenus = iOSMenus.shared
    @State private var opacity: Double = Double(Preferences.controllerOpacity)

    private var snapped: Double {
        (opacity / 0.05).rounded() * 0.05
    }

    var body: some View {
        Form {
            Section {
                Text("Opacity \(snapped)")
                Slider(value: $opacity, in: 0...1)
            } header: {
                Text("Controller")
            }
        }
    }
}
