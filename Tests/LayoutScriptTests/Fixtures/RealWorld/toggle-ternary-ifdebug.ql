// Modelled on artemnovichkov/SwiftUI-by-Examples, SwiftUI by Examples/SwiftUI by Examples/ToggleView.swift
// (Artem Novichkov): a Toggle bound to a @State Bool whose label Text is a ternary on it, padded, with
// the PreviewProvider inside `#if DEBUG`.
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
