// Modelled on PCHANUL/TIL, _posts/swift/SwiftUI/Scene/Settings.md (GeneralSettingsView): @AppStorage
// Bool and Double, a Toggle, a Slider over a range with a label closure interpolating with a
// specifier, a padding and a fixed frame.
// expect-min-frames: 2
import SwiftUI

struct GeneralPane: View {
    @AppStorage("showPreview") private var showPreview = true
    @AppStorage("fontSize") private var fontSize = 12.0

    var body: some View {
        VStack {
            Toggle("Show Previews", isOn: $showPreview)
            Slider(value: $fontSize, in: 9...96) {
                Text("Font Size (\(fontSize, specifier: "%.0f") pts)")
            }
        }
        .padding(20)
        .frame(width: 350, height: 100)
    }
}
