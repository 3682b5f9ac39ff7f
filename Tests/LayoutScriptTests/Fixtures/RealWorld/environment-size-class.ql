// Modelled on the size-class layouts of tutorial apps (the `@Environment(\.horizontalSizeClass)`
// switch of linshaolong5240/SwiftHelper's EnvironmentValues views): a compact iPhone width
// choosing a VStack, a regular one an HStack, through a computed `some View` property.
// expect-min-frames: 2
import SwiftUI

struct AdaptiveHeader: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    private var parts: some View {
        Group {
            Image(systemName: "music.note")
            Text("Now playing")
        }
    }

    var body: some View {
        if sizeClass == .compact {
            VStack { parts }
        } else {
            HStack { parts }
        }
    }
}
