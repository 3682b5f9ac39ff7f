// Modelled on luannguyen252/my-swift-journey, _SwiftUI-Examples-1/AdvancedState/AdvancedState/ConstantBindingExample.swift:
// a Toggle bound to `.constant(true)` with its label as a trailing closure; here a second one, bound
// to `.constant(false)`, is padded horizontally, in a VStack.
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
