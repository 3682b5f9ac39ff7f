// Modelled on Etnhy/NewsSUI, NewsSUI/Home/Settings.swift: an @AppStorage of an enum type with a
// default case, a segmented Picker over its allCases tagged with each, a bold large title with bottom
// padding, a spacer, padding 16 (the enum, declared elsewhere there, is written here).
// expect-min-frames: 2
import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case automatic, light, dark
    var id: String { rawValue }
    var name: String { rawValue.capitalized }
}

struct ThemeSettings: View {

    @AppStorage("theme") var theme: Theme = .automatic

    var body: some View {
        VStack {
            Text("Settings")
                .font(.largeTitle).bold()
                .padding(.bottom, 8)
            Picker("", selection: $theme) {
                ForEach(Theme.allCases) { theme in
                    Text(theme.name).tag(theme)
                }
            }
            .pickerStyle(.segmented)
            Spacer()
        }
        .padding(16)
    }
}

struct ThemeSettings_Previews: PreviewProvider {
    static var previews: some View {
        ThemeSettings()
    }
}
