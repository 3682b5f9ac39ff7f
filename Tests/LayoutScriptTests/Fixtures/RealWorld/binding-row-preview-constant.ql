// Modelled on the SwitchRow of Raúl Montón Pinillos's BioViewer (SwitchRow.swift, found beside
// luannguyen252/my-swift-journey's ConstantBindingExample): a row of a title and a @Binding Bool,
// given `.constant(true)` by its PreviewProvider.
// expect-min-frames: 1
import SwiftUI

struct SettingSwitch: View {

    var title: String
    @Binding var enabled: Bool

    var body: some View {
        Toggle(title, isOn: $enabled)
    }

}

struct SettingSwitch_Previews: PreviewProvider {
    static var previews: some View {
        SettingSwitch(title: "Show hydrogens", enabled: .constant(true))
    }
}
