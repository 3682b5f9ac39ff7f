// Modelled on pointfreeco/isowords, Sources/SettingsFeature/DeveloperSettingsView.swift: a settings
// screen of a TCA `@Bindable var store`, two `@AppStorage(.key) var name` of the app's typed keys
// (no type and no value: the key's extension gives both), rows of the app's own containers
// (another file's), a Picker over an enum's `allCases` with `.pickerStyle(InlinePickerStyle())`,
// toggles bound with `self.$…`, and a preview under `#if DEBUG` building a `Store` with a trailing closure.
// expect-min-frames: 4
import ComposableArchitecture
import SwiftUI

struct DebugSettingsView: View {
  @Bindable var store: StoreOf<Settings>
  @AppStorage(.showFrameRate) var showFrameRate
  @AppStorage(.enableHaptics) var enableHaptics

  var body: some View {
    SettingsForm {
      SettingsRow {
        VStack(alignment: .leading) {
          Text("Server")
          Text(store.debug.currentServer.rawValue)
            .font(.system(size: 14))

          Picker("Server", selection: $store.debug.currentServer) {
            ForEach(DebugSettings.Server.allCases, id: \.self) {
              Text($0.description)
            }
          }
          .pickerStyle(InlinePickerStyle())
          .frame(height: 120)
        }
      }

      SettingsRow {
        Toggle("Frame rate", isOn: self.$showFrameRate)
      }

      SettingsRow {
        Toggle("Haptics", isOn: self.$enableHaptics)
      }
    }
    .navigationTitle("Debug")
  }
}

#if DEBUG
  struct DebugSettingsView_Previews: PreviewProvider {
    static var previews: some View {
      DebugSettingsView(
        store: Store(initialState: Settings.State()) {
        }
      )
    }
  }
#endif
