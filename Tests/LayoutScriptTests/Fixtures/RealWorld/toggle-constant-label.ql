// Modelled on luannguyen252/my-swift-journey, _SwiftUI-Examples-1/AdvancedState/AdvancedState/ConstantBindingExample.swift
// and sateeshyegireddi/SwiftUIComponents, SwiftUIComponents/SwiftUIComponents/ConstantBinding.swift:
// Toggles bound to `.constant(…)` with their label as a trailing closure, one padded horizontally.
// expect-min-frames: 2
import SwiftUI

struct OptionsPanel: View {
    var body: some View {
        VStack {
            Toggle(isOn: .constant(true)) {
                Text("Show advanced options")
            }
            Toggle(isOn: .constant(false)) {
                Text("Send diagnostics")
            }
            .padding(.horizontal)
        }
    }
}
