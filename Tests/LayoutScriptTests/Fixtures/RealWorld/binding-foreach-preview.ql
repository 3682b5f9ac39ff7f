// Modelled on the BindingView with `#Preview("all status")` looping `ForEach([true, false], id: \.self)`
// over `.constant($0)` (seen beside luannguyen252/my-swift-journey's ConstantBindingExample): a
// named preview, a Toggle with a `label:` closure argument, a fixed width.
// expect-min-frames: 2
import SwiftUI

struct PlaybackSwitch: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Toggle(
            isOn: $isPlaying,
            label: {
                Text(isPlaying ? "ON" : "OFF")
            }
        )
        .frame(width: 100)
    }
}

#Preview("all status") {
    VStack {
        ForEach([true, false], id: \.self) {
            PlaybackSwitch(isPlaying: .constant($0))
        }
    }
}
