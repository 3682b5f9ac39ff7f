// Modelled on bhavesh0296/BG_SwiftUI_Practice, .../ColorSchemeEnvironemntVariableDemo/ColorSchemeView.swift:
// a Text whose string is a ternary split over two lines, a foreground colour from a ternary of
// member shorthands, `Text (` with a space before its parenthesis.
// expect-min-frames: 1
import SwiftUI

struct SchemeName: View {

    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text ( colorScheme == .dark ?
            "Dark appearance" : "Light appearance")
            .foregroundColor(colorScheme == .dark ?
                .green : .blue)
    }
}

struct SchemeName_Previews: PreviewProvider {
    static var previews: some View {
        SchemeName()
    }
}
