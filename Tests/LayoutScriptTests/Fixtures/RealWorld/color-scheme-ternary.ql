// Modelled on FengyuanWorldMedia/SwiftUITraining, source/09-04-source/.../EnvObjeSample6.swift:
// an @Environment(\.colorScheme) read in an interpolation and in ternaries for the background
// and the foreground colour (light in a canvas).
// expect-min-frames: 2
import SwiftUI

struct ThemeBadge: View {
    @Environment(\.colorScheme) var mode

    var body: some View {
        Text("Appearance: \(mode == .dark ? "dark" : "light")")
            .padding(8)
            .background(mode == .dark ? Color.black : Color.white)
            .foregroundColor(mode == .dark ? Color.white : Color.black)
    }
}

struct ThemeBadge_Previews: PreviewProvider {
    static var previews: some View {
        ThemeBadge()
    }
}
