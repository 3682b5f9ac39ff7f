// Modelled on mlwelker/SnowSeeker, SnowSeeker/ContentView.swift: `@Environment(\.horizontalSizeClass)`
// choosing in the body between a VStack and an HStack around the same Group of content (here that
// content is a computed `some View` property); a compact iPhone width picks the VStack.
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
