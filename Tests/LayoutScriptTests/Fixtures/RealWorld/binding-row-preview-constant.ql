// Modelled on Androp0v/BioViewer, BioViewer/Components/Rows/SwitchRow.swift: a row of a title and a
// @Binding Bool shown as `Toggle(title, isOn:)`, given `.constant(true)` by its PreviewProvider.
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
