// Modelled on Artem Novichkov's "SwiftUI by Examples" ToggleView.swift (seen beside
// sateeshyegireddi/SwiftUIComponents's ConstantBinding): a Toggle whose label is a ternary on its
// @State, padded, with the PreviewProvider inside `#if DEBUG`.
// expect-min-frames: 1
import SwiftUI

struct PowerToggle: View {

    @State var isEnabled = false

    var body: some View {
        Toggle(isOn: $isEnabled) {
            Text(isEnabled ? "is On" : "is Off")
            }
            .padding()
    }
}

#if DEBUG
struct PowerToggle_Previews: PreviewProvider {
    static var previews: some View {
        PowerToggle()
    }
}
#endif
