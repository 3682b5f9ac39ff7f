// Modelled on jrasmusson/swiftui, Dataflow/HowItWorks/HowItWorks/HowItWorks/PlayerView.swift (the stored
// version with a VStack): shares a parent holding a @State Bool that passes `$…` to a child button view
// with a @Binding, whose action toggles it and whose label is an SF Symbol chosen by a ternary, resized,
// fitted and framed to a width, beside a Toggle bound to the same state with a Text in its label
// closure, padded, and a PreviewProvider; the mute control here is our own.
// expect-min-frames: 2
import SwiftUI

struct MuteButton: View {
    @Binding var isMuted: Bool

    var body: some View {
        Button {
            isMuted.toggle()
        } label: {
            Image(systemName: isMuted ? "speaker.slash.fill" : "speaker.wave.2.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 56)
        }
    }
}

struct SoundPanel: View {
    @State private var isMuted = true

    var body: some View {
        VStack(spacing: 24) {
            Toggle(isOn: $isMuted) {
                Text(isMuted ? "Sound off" : "Sound on")
            }
            .padding(.horizontal, 32)
            MuteButton(isMuted: $isMuted)
        }
    }
}

struct SoundPanel_Previews: PreviewProvider {
    static var previews: some View {
        SoundPanel()
    }
}
